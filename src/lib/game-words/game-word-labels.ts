import type { I18n } from '@lingui/core';
import {
  BAIT_LABELS,
  FISHING_HOLE_LABELS,
  TIME_OF_DAY_LABELS,
  type Bait,
  type FishingHole,
  type TimeOfDay,
} from '@/lib/catalog/catalog-enums';
import { timeOfDayWord } from '@/lib/time/time-of-day-words';
import type { GameWordsLookup } from './lookup';

/** A fishing hole in the page's language: the game's word, else the English label ("Lake"). */
export const holeLabel = (words: GameWordsLookup, hole: FishingHole): string =>
  words.glossaryWord('holes', hole) ?? FISHING_HOLE_LABELS[hole];

/** A bait in the page's language: the game's word, else the English label. */
export const baitLabel = (words: GameWordsLookup, bait: Bait): string =>
  words.glossaryWord('baits', bait) ?? BAIT_LABELS[bait];

/**
 * A time of day in the page's language: the game's word, else our catalogs' word in `i18n`'s
 * language (the phases have a word in every language; holes and baits only the game's), else the
 * English label (the search index, which adds the English words anyway).
 */
export const timeLabel = (words: GameWordsLookup, time: TimeOfDay, i18n?: I18n): string =>
  words.glossaryWord('times', time) ??
  (i18n ? timeOfDayWord(i18n, time) : TIME_OF_DAY_LABELS[time]);
