import { IconMoon, IconSun, IconSunrise, IconSunset } from '@tabler/icons-react';
import type { PhaseType } from '@/lib/time/phases';
import { PHASE_TYPES, paintMark, phaseIconId } from '@/lib/clock/paint-marks';
import classes from './phase-icon.module.css';

const ICONS = { DAWN: IconSunrise, DAY: IconSun, DUSK: IconSunset, NIGHT: IconMoon } as const;
const COLORS = {
  DAWN: 'var(--mantine-color-orange-4)',
  DAY: 'var(--mantine-color-yellow-4)',
  DUSK: 'var(--mantine-color-grape-4)',
  NIGHT: 'var(--mantine-color-indigo-3)',
} as const;

/**
 * The four phase icons, drawn once (the shell clock renders them) for every phase icon to `<use>`:
 * the paint-time script then shows the moment's icon by changing an `href`, and a page draws each
 * icon once however many clocks it shows.
 */
export function PhaseIconSymbols() {
  return (
    <svg display="none" aria-hidden>
      {PHASE_TYPES.map((type) => {
        const Icon = ICONS[type];
        return (
          <symbol key={type} id={phaseIconId(type)} viewBox="0 0 24 24">
            <Icon color={COLORS[type]} />
          </symbol>
        );
      })}
    </svg>
  );
}

/**
 * Decorative icon of a phase; the phase's name is always written beside it. `phase` is its place
 * among the clock's phases (0: the current one), which the paint-time script reads.
 */
export function PhaseIcon({ type, size, phase }: { type: PhaseType; size: number; phase: number }) {
  return (
    <svg width={size} height={size} aria-hidden className={classes.icon}>
      <use href={`#${phaseIconId(type)}`} {...paintMark('icon', phase)} />
    </svg>
  );
}
