import { IconMoon, IconSun, IconSunset2, type Icon } from '@tabler/icons-react';
import { SpriteIcon } from '@/components/sprite-icon';
import type { TimeOfDay } from '@/lib/catalog/catalog-enums';

const TIME_ICONS: Partial<Record<TimeOfDay, Icon>> = {
  DAY: IconSun,
  NIGHT: IconMoon,
  TWILIGHT: IconSunset2,
};

/**
 * Decorative marker of a fish's time of day (nothing for ANY); the text is in its label. Drawn
 * from the page's icon sprite: the grid shows one per fish.
 */
export function TimeIcon({ time, size = 14 }: { time: TimeOfDay; size?: number }) {
  const icon = TIME_ICONS[time];
  return icon ? <SpriteIcon icon={icon} size={size} /> : null;
}
