import { IconFishOff, IconMeat, IconSparkles } from '@tabler/icons-react';
import type { Salvage } from '@/lib/catalog/catalog-enums';
import { ValueIcon } from './value-icon';

/** Decorative marker of an unusual salvage kind (nothing for DEFAULT). */
export const SalvageIcon = ({ salvage, size }: { salvage: Salvage; size?: number }) => (
  <ValueIcon
    icons={{ KARMA: IconSparkles, CRABMEAT: IconMeat, OTHER: IconFishOff }}
    value={salvage}
    size={size}
  />
);
