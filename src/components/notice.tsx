import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import classes from './notice.module.css';

/** The notice's colour, Mantine's light variant of it. */
export type NoticeColor = 'cyan' | 'yellow' | 'red' | 'gray';

/**
 * A coloured notice with a title, as Mantine's light Alert looks and reads (`role="alert"`, named
 * by its title, described by its words), in plain markup (docs/start-up.md "Plain markup").
 */
export function Notice({
  color,
  title,
  icon,
  className,
  children,
  'data-testid': testId,
}: {
  color: NoticeColor;
  /** Without one, the notice is its words alone. */
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const id = useId();
  return (
    <div
      className={clsx(classes.notice, classes[color], className)}
      role="alert"
      aria-labelledby={title === undefined ? undefined : `${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid={testId}
    >
      <div className={classes.wrapper}>
        {icon && <div className={classes.icon}>{icon}</div>}
        <div className={classes.body}>
          {title !== undefined && (
            <div className={classes.title}>
              <span id={`${id}-title`} className={classes.label}>
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className={classes.message}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
