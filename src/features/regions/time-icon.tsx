import { IconMoon, IconSun, IconSunset2 } from '@tabler/icons-react';
import { ValueIcon } from '@/components';
import type { TimeOfDay } from '@/lib/catalog/catalog-enums';

/** Decorative marker of a fish's time of day (nothing for ANY); the text is in its label. */
export const TimeIcon = ({ time, size }: { time: TimeOfDay; size?: number }) => (
  <ValueIcon
    icons={{ DAY: IconSun, NIGHT: IconMoon, TWILIGHT: IconSunset2 }}
    value={time}
    size={size}
  />
);
