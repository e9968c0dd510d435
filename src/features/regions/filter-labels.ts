import type { Bait, FishingHole, TimeOfDay } from '@/lib/catalog/catalog-enums';
import type { FilterGroup } from '@/lib/filters';
import { baitLabel, holeLabel, timeLabel } from '@/lib/game-words/game-word-labels';
import { englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';

const WORDS: Record<FilterGroup, (words: GameWordsLookup, value: string) => string | undefined> = {
  time: (words, value) => timeLabel(words, value as TimeOfDay),
  bait: (words, value) => baitLabel(words, value as Bait),
  hole: (words, value) => holeLabel(words, value as FishingHole),
};

/**
 * The word of a filter group's button: the game's word in the page's language, else the English
 * label; a value the catalog does not know (from a shared link) shows as it is.
 */
export const filterLabel = (
  group: FilterGroup,
  value: string,
  words: GameWordsLookup = englishWords,
): string => WORDS[group](words, value) ?? value;
