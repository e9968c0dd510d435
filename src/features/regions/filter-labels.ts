import type { Bait, FishingHole, TimeOfDay } from '@/data/catalog-enums';
import type { FilterGroup } from '@/lib/filters';
import { englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';

const WORDS: Record<FilterGroup, (words: GameWordsLookup, value: string) => string | undefined> = {
  time: (words, value) => words.time(value as TimeOfDay),
  bait: (words, value) => words.bait(value as Bait),
  hole: (words, value) => words.hole(value as FishingHole),
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
