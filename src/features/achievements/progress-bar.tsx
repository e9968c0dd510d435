import clsx from 'clsx';
import classes from './progress-bar.module.css';

/**
 * A teal bar filled to `percent`, with the look of Mantine's Progress in plain markup; only the
 * filled width is a `style`, and none while it is empty. With a label the filled part is a
 * `progressbar` named by it, as Mantine's is; without one the bar is hidden from assistive
 * technology (the words beside it say the same).
 */
export function ProgressBar({
  percent,
  size = 'md',
  label,
}: {
  percent: number;
  size?: 'sm' | 'md';
  label?: string;
}) {
  const rounded = Math.round(percent);
  return (
    <div
      className={clsx(classes.track, size === 'sm' && classes.small)}
      aria-hidden={label ? undefined : true}
    >
      <div
        className={classes.filled}
        style={percent > 0 ? { width: `${percent}%` } : undefined}
        {...(label && {
          role: 'progressbar',
          'aria-label': label,
          'aria-valuemin': 0,
          'aria-valuemax': 100,
          'aria-valuenow': rounded,
          'aria-valuetext': `${rounded}%`,
        })}
      />
    </div>
  );
}
