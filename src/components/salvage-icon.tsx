import { IconFishOff, IconMeat, IconSparkles, type Icon } from '@tabler/icons-react';
import type { Salvage } from '@/lib/catalog/catalog-enums';

const SALVAGE_ICONS: Partial<Record<Salvage, Icon>> = {
  KARMA: IconSparkles,
  CRABMEAT: IconMeat,
  OTHER: IconFishOff,
};

/** Decorative marker of an unusual salvage kind (nothing for DEFAULT). */
export function SalvageIcon({ salvage, size = 14 }: { salvage: Salvage; size?: number }) {
  const Icon = SALVAGE_ICONS[salvage];
  return Icon ? <Icon size={size} aria-hidden /> : null;
}
