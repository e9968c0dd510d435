import type { Bait, FishingHole, TimeOfDay } from '@/lib/catalog/catalog-enums';
import type { FilterGroup, FilterMode, GroupSelection, RegionFilters } from './filter-state';

/** What the filters look at on a fish (a subset of its ItemExtension). */
export interface FilterableFish {
  timeOfDay: TimeOfDay;
  /** It also bites at this time, more often (docs/DATA.md). */
  higherChanceTime: Exclude<TimeOfDay, 'ANY'> | null;
  bait: Bait;
  /** Every hole it bites in; its higher-chance holes are among them. */
  fishingHole: readonly FishingHole[];
}

/** The region's current fish time of day (TWILIGHT at dawn and dusk), for the auto filter. */
export type CurrentTimeOfDay = 'DAY' | 'NIGHT' | 'TWILIGHT';

/**
 * The values a fish has in a group; `ANY` is the wildcard, an empty list means "no value". A fish's
 * times are its time and its higher-chance time: "Any, more often at night" is `ANY` and `NIGHT`,
 * so an exclusive Night button keeps it (docs/regions.md "Region page: filters").
 */
export function fishValues(fish: FilterableFish, group: FilterGroup): readonly string[] {
  if (group === 'time') {
    return fish.higherChanceTime ? [fish.timeOfDay, fish.higherChanceTime] : [fish.timeOfDay];
  }
  if (group === 'bait') return [fish.bait];
  return fish.fishingHole;
}

/**
 * Whether a fish passes one group (spec §4 Filters). Nothing selected: it passes. If any selected
 * button of the group is exclusive, only exact matches of a selected value pass. Otherwise
 * (all inclusive) a fish passes when it has one of the selected values, or no value, or ANY.
 * Several selected values of a group are alternatives (OR).
 */
export function matchesSelection(
  values: readonly string[],
  selection: GroupSelection<string>,
): boolean {
  const modes = Object.entries(selection) as [string, FilterMode][];
  if (modes.length === 0) return true;
  if (values.some((value) => selection[value] !== undefined)) return true;
  const exclusive = modes.some(([, mode]) => mode === 'exclusive');
  return !exclusive && (values.length === 0 || values.includes('ANY'));
}

/**
 * Whether a fish bites now (the auto filter, spec §4): at dawn and dusk every fish bites, so
 * nothing is hidden; by day ANY and DAY fish, by night ANY and NIGHT fish — a fish's higher-chance
 * time counts as one of its times ("Dusk/Dawn, Day (Higher Chance)" bites by day).
 */
export function matchesCurrentTime(
  fish: Pick<FilterableFish, 'timeOfDay' | 'higherChanceTime'>,
  now: CurrentTimeOfDay,
): boolean {
  if (now === 'TWILIGHT') return true;
  return fish.timeOfDay === 'ANY' || fish.timeOfDay === now || fish.higherChanceTime === now;
}

/**
 * Whether a fish shows under `filters`. `now` is the region's current time of day (its own
 * clock: Canthan for Canthan regions). `skip` leaves one group out (used for the button counts).
 */
export function matchesFilters(
  fish: FilterableFish,
  filters: RegionFilters,
  now: CurrentTimeOfDay,
  skip?: FilterGroup,
): boolean {
  if (skip !== 'time') {
    const noTime = Object.keys(filters.time).length === 0;
    if (
      noTime
        ? filters.auto && !matchesCurrentTime(fish, now)
        : !matchesSelection(fishValues(fish, 'time'), filters.time)
    ) {
      return false;
    }
  }
  if (skip !== 'bait' && !matchesSelection(fishValues(fish, 'bait'), filters.bait)) return false;
  if (skip !== 'hole' && !matchesSelection(fishValues(fish, 'hole'), filters.hole)) return false;
  return true;
}

/**
 * Filter counts (spec §4, guide "Filter counts"): for each button, how many fish would show if
 * that value alone were selected in its group — in the button's current mode, or inclusive when
 * cleared — with the other groups' filters as they are.
 */
export function countMatches(
  fish: readonly FilterableFish[],
  filters: RegionFilters,
  now: CurrentTimeOfDay,
  group: FilterGroup,
  values: readonly string[],
): Record<string, number> {
  const others = fish.filter((f) => matchesFilters(f, filters, now, group));
  const selection: GroupSelection<string> = filters[group];
  return Object.fromEntries(
    values.map((value) => {
      const alone = { [value]: selection[value] ?? 'inclusive' };
      return [value, others.filter((f) => matchesSelection(fishValues(f, group), alone)).length];
    }),
  );
}
