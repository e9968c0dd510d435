import type { CSSProperties } from 'react';
import classes from './progress-ring.module.css';

/**
 * A decorative ring with the percentage in its middle (the card's text says the same). Two SVG
 * circles rather than Mantine's RingProgress, which wraps every curve in a floating tooltip with
 * its own portal even when there is no tooltip: the 26 cards of the regions tab made 52 portals
 * that all re-rendered right after hydration. The ring's geometry is in the CSS module; the only
 * per-card value is the percentage, one custom property (`--ring`).
 */
export function ProgressRing({ percent }: { percent: number }) {
  const value = Math.min(percent, 100);
  return (
    <div
      className={classes.ring}
      data-progress-ring
      aria-hidden
      style={value > 0 ? ({ '--ring': value } as CSSProperties) : undefined}
    >
      <svg viewBox="0 0 54 54">
        <circle className={classes.track} cx="27" cy="27" r="24.5" />
        {value > 0 && (
          <circle
            className={classes.value}
            data-complete={value >= 100 || undefined}
            cx="27"
            cy="27"
            r="24.5"
          />
        )}
      </svg>
      <span className={classes.label}>{`${percent}%`}</span>
    </div>
  );
}
