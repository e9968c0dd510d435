import type { Salvage, TimeOfDay } from '@/data/catalog-enums';

/** Tooltip explanations of a fish's time of day (spec §2: day, night and dusk/dawn fish). */
export const TIME_EXPLANATIONS: Record<TimeOfDay, string> = {
  ANY: 'Bites at any time of day.',
  DAY: 'Day fish: bites during the day, and at dusk and dawn.',
  NIGHT: 'Night fish: bites at night, and at dusk and dawn.',
  TWILIGHT: 'Dusk / Dawn fish: bites only at dusk and dawn.',
};

/** Salvage explanations (spec §9); ordinary fish (DEFAULT) need none. */
export const SALVAGE_EXPLANATIONS: Partial<Record<Salvage, string>> = {
  KARMA: 'Grants Karma',
  CRABMEAT: 'Contains crustacean meat',
  OTHER: 'Contents do not include fish meat',
};
