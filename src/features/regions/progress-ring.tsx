import classes from './progress-ring.module.css';

const SIZE = 54;
const THICKNESS = 5;
const RADIUS = (SIZE - THICKNESS) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A decorative ring with the percentage in its middle (the card's text says the same). Two SVG
 * circles rather than Mantine's RingProgress, which wraps every curve in a floating tooltip with
 * its own portal even when there is no tooltip: the 26 cards of the regions tab made 52 portals
 * that all re-rendered right after hydration.
 */
export function ProgressRing({ percent }: { percent: number }) {
  const centre = SIZE / 2;
  return (
    <div className={classes.ring} data-progress-ring aria-hidden>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`}>
        <circle
          className={classes.track}
          cx={centre}
          cy={centre}
          r={RADIUS}
          strokeWidth={THICKNESS}
        />
        {percent > 0 && (
          <circle
            className={classes.value}
            data-complete={percent >= 100 || undefined}
            cx={centre}
            cy={centre}
            r={RADIUS}
            strokeWidth={THICKNESS}
            strokeDasharray={`${(CIRCUMFERENCE * Math.min(percent, 100)) / 100} ${CIRCUMFERENCE}`}
            transform={`rotate(-90 ${centre} ${centre})`}
          />
        )}
      </svg>
      <span className={classes.label}>{percent}%</span>
    </div>
  );
}
