import { IconMoon, IconSun, IconSunset2, type Icon } from '@tabler/icons-react';
import type { TimeOfDay } from '@/lib/catalog/catalog-enums';

const TIME_ICONS: Partial<Record<TimeOfDay, Icon>> = {
  DAY: IconSun,
  NIGHT: IconMoon,
  TWILIGHT: IconSunset2,
};

/** Decorative marker of a fish's time of day (nothing for ANY); the text is in its label. */
export function TimeIcon({ time, size = 14 }: { time: TimeOfDay; size?: number }) {
  const Icon = TIME_ICONS[time];
  return Icon ? <Icon size={size} aria-hidden /> : null;
}
