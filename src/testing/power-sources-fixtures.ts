import type { PowerSources } from '@/lib/fishing-power/power-sources';

/** The strongest option of every group: 975 fishing power, nothing left to add. */
export const EVERY_SOURCE_AT_BEST: PowerSources = {
  rod: 'rod',
  tips: 'tips',
  bait: 'mackerel',
  lure: 'amber',
  food: 'sushi-150',
  fullTank: 'full-tank',
  masteries: '5',
  party: '99',
};
