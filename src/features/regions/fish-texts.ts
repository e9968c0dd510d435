import type { Salvage } from '@/data/catalog-enums';

export { TIME_EXPLANATIONS } from '@/data/fish-descriptions';

/** Salvage explanations (spec §9); ordinary fish (DEFAULT) need none. */
export const SALVAGE_EXPLANATIONS: Partial<Record<Salvage, string>> = {
  KARMA: 'Grants Karma',
  CRABMEAT: 'Contains crustacean meat',
  OTHER: 'Contents do not include fish meat',
};
