import {
  IconFishOff,
  IconMeat,
  IconMoon,
  IconSparkles,
  IconSun,
  IconSunset2,
  type Icon,
} from '@tabler/icons-react';
import type { Salvage, TimeOfDay } from '@/data/catalog-enums';

const TIME_ICONS: Partial<Record<TimeOfDay, Icon>> = {
  DAY: IconSun,
  NIGHT: IconMoon,
  TWILIGHT: IconSunset2,
};

const SALVAGE_ICONS: Partial<Record<Salvage, Icon>> = {
  KARMA: IconSparkles,
  CRABMEAT: IconMeat,
  OTHER: IconFishOff,
};

/** Decorative marker of a fish's time of day (nothing for ANY); the text is in its label. */
export function TimeIcon({ time, size = 14 }: { time: TimeOfDay; size?: number }) {
  const Icon = TIME_ICONS[time];
  return Icon ? <Icon size={size} aria-hidden /> : null;
}

/** Decorative marker of an unusual salvage kind (nothing for DEFAULT). */
export function SalvageIcon({ salvage, size = 14 }: { salvage: Salvage; size?: number }) {
  const Icon = SALVAGE_ICONS[salvage];
  return Icon ? <Icon size={size} aria-hidden /> : null;
}
