import type { Bait, FishingHole } from '@/lib/catalog/catalog-enums';

/** A filter button's state (spec §4 Filters): blue, green with asterisks, or off. */
export type FilterMode = 'inclusive' | 'exclusive';

/** Time-of-day buttons: every fish time except ANY (which matches whenever the group allows). */
export const TIME_FILTER_VALUES = ['DAY', 'TWILIGHT', 'NIGHT'] as const;
export type TimeFilterValue = (typeof TIME_FILTER_VALUES)[number];

/** The selected buttons of one group, by value; a value not listed is cleared. */
export type GroupSelection<V extends string> = Readonly<Partial<Record<V, FilterMode>>>;

/** The Region page's filters. */
export interface RegionFilters {
  time: GroupSelection<TimeFilterValue>;
  bait: GroupSelection<Bait>;
  hole: GroupSelection<FishingHole>;
  /** Auto filter: with no time selected, only fish biting at the region's current phase show. */
  auto: boolean;
  /** "Show only missing": caught fish are hidden. */
  missing: boolean;
}

export type FilterGroup = 'time' | 'bait' | 'hole';

export const emptyFilters: RegionFilters = {
  time: {},
  bait: {},
  hole: {},
  auto: true,
  missing: false,
};

/**
 * The filters a region opens with after another one (spec §4: selecting a new region resets the
 * hole and bait selection): bait and hole from its address, the previous region's time selection,
 * auto switch and "only missing".
 */
export function keepAcrossRegions(previous: RegionFilters, address: RegionFilters): RegionFilters {
  return { ...address, time: previous.time, auto: previous.auto, missing: previous.missing };
}

/** Cleared → inclusive → exclusive → cleared. */
export function nextMode(mode: FilterMode | undefined): FilterMode | undefined {
  if (mode === undefined) return 'inclusive';
  if (mode === 'inclusive') return 'exclusive';
  return undefined;
}

/** The filters after one click on `value`'s button in `group`. */
export function cycleFilter(
  filters: RegionFilters,
  group: FilterGroup,
  value: string,
): RegionFilters {
  const selection: Record<string, FilterMode> = { ...filters[group] };
  const mode = nextMode(selection[value]);
  if (mode) selection[value] = mode;
  else delete selection[value];
  return { ...filters, [group]: selection };
}
