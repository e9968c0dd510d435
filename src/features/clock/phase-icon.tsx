import { IconMoon, IconSun, IconSunrise, IconSunset } from '@tabler/icons-react';
import type { PhaseType } from '@/lib/time';

const ICONS = { DAWN: IconSunrise, DAY: IconSun, DUSK: IconSunset, NIGHT: IconMoon } as const;
const COLORS = {
  DAWN: 'var(--mantine-color-orange-4)',
  DAY: 'var(--mantine-color-yellow-4)',
  DUSK: 'var(--mantine-color-grape-4)',
  NIGHT: 'var(--mantine-color-indigo-3)',
} as const;

/** Decorative icon of a phase; the phase's name is always written beside it. */
export function PhaseIcon({ type, size = 18 }: { type: PhaseType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} color={COLORS[type]} aria-hidden style={{ flexShrink: 0 }} />;
}
