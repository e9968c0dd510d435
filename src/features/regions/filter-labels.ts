import { BAIT_LABELS, FISHING_HOLE_LABELS, TIME_OF_DAY_LABELS } from '@/data/catalog-enums';
import type { FilterGroup } from '@/lib/filters';

/** The words of each filter group's buttons, by value. */
export const FILTER_LABELS: Record<FilterGroup, Record<string, string>> = {
  time: TIME_OF_DAY_LABELS,
  bait: BAIT_LABELS,
  hole: FISHING_HOLE_LABELS,
};
