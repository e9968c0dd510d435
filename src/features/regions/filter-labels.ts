import type { I18n } from '@lingui/core';
import type { Bait, FishingHole, TimeOfDay } from '@/lib/catalog/catalog-enums';
import type { FilterGroup } from '@/lib/filters/filter-state';
import { baitLabel, holeLabel, timeLabel } from '@/lib/game-words/game-word-labels';
import { englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';

type Word = (words: GameWordsLookup, value: string, i18n?: I18n) => string | undefined;

const WORDS: Record<FilterGroup, Word> = {
  time: (words, value, i18n) => timeLabel(words, value as TimeOfDay, i18n),
  bait: (words, value) => baitLabel(words, value as Bait),
  hole: (words, value) => holeLabel(words, value as FishingHole),
};

/**
 * The word of a filter group's button: the game's word in the page's language, else (times) our
 * catalogs' word in `i18n`'s, else the English label; a value the catalog does not know (from a
 * shared link) shows as it is.
 */
export const filterLabel = (
  group: FilterGroup,
  value: string,
  words: GameWordsLookup = englishWords,
  i18n?: I18n,
): string => WORDS[group](words, value, i18n) ?? value;
