import {
  BAIT_LABELS,
  FISHING_HOLE_LABELS,
  TIME_OF_DAY_LABELS,
  type Bait,
  type FishingHole,
  type TimeOfDay,
} from '@/lib/catalog/catalog-enums';
import type { GameWordsLookup } from './lookup';

/** A fishing hole in the page's language: the game's word, else the English label ("Lake"). */
export const holeLabel = (words: GameWordsLookup, hole: FishingHole): string =>
  words.glossaryWord('holes', hole) ?? FISHING_HOLE_LABELS[hole];

/** A bait in the page's language: the game's word, else the English label. */
export const baitLabel = (words: GameWordsLookup, bait: Bait): string =>
  words.glossaryWord('baits', bait) ?? BAIT_LABELS[bait];

/** A time of day in the page's language: the game's word, else the English label. */
export const timeLabel = (words: GameWordsLookup, time: TimeOfDay): string =>
  words.glossaryWord('times', time) ?? TIME_OF_DAY_LABELS[time];
