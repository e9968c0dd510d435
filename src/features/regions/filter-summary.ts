import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  TIME_FILTER_VALUES,
  type FilterGroup,
  type FilterMode,
  type RegionFilters,
} from '@/lib/filters/filter-state';
import type { CurrentTimeOfDay } from '@/lib/filters/matching';
import { timeLabel } from '@/lib/game-words/game-word-labels';
import { englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';
import { filterLabel } from './filter-labels';

const GROUPS: FilterGroup[] = ['time', 'bait', 'hole'];

/**
 * The filters in force, in one short line for the phone's filter bar: the auto filter while it
 * decides (on, no time chosen), then each chosen button as the panel writes it (exclusive ones
 * between asterisks). "Only missing" is left out: its switch sits beside the fish.
 */
export function filterSummary(
  filters: RegionFilters,
  now: CurrentTimeOfDay,
  i18n: I18n,
  words: GameWordsLookup = englishWords,
): string {
  const parts: string[] = [];
  if (filters.auto && Object.keys(filters.time).length === 0) {
    const timeOfDay = timeLabel(words, now, i18n);
    parts.push(
      now === 'TWILIGHT' ? i18n._(msg`Auto: all fish`) : i18n._(msg`Auto: ${timeOfDay} fish`),
    );
  }
  for (const group of GROUPS) {
    const selection: Partial<Record<string, FilterMode>> = filters[group];
    for (const [label, mode] of chosen(group, selection, words, i18n)) {
      parts.push(mode === 'exclusive' ? `*${label}*` : label);
    }
  }
  return parts.length > 0 ? parts.join(' · ') : i18n._(msg`None: every fish shows`);
}

/** A group's chosen buttons in the panel's order: times as the clock runs, the others by label. */
function chosen(
  group: FilterGroup,
  selection: Partial<Record<string, FilterMode>>,
  words: GameWordsLookup,
  i18n: I18n,
) {
  const entries = Object.entries(selection).map(
    ([value, mode]) => [filterLabel(group, value, words, i18n), mode, value] as const,
  );
  const order = (value: string) => (TIME_FILTER_VALUES as readonly string[]).indexOf(value);
  return entries.sort((a, b) =>
    group === 'time' ? order(a[2]) - order(b[2]) : a[0].localeCompare(b[0]),
  );
}
