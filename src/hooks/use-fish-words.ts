import { useLingui } from '@lingui/react/macro';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import {
  fishBaitLabel,
  fishHolesLabel,
  fishTimeLabel,
  SALVAGE_EXPLANATIONS,
} from '@/lib/catalog/fish-descriptions';
import { useLocale } from '@/lib/i18n/use-locale';

/** What a fish's words are made from. */
export type FishWordsSource = Pick<
  ItemExtension,
  | 'name'
  | 'timeOfDay'
  | 'higherChanceTime'
  | 'bait'
  | 'fishingHole'
  | 'higherChanceHoles'
  | 'salvage'
  | 'fromGame'
>;

/**
 * A fish's words in the page's language, as its card and its details both show them: its name,
 * when it bites, its bait and holes, and its salvage line (none for an ordinary fish); with the
 * game's words they came from, for more.
 */
export function useFishWords(itemId: number, fish: FishWordsSource) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const words = useGameWords();
  const salvage = SALVAGE_EXPLANATIONS[fish.salvage];
  return {
    words,
    name: words.itemName(itemId, fish.name),
    time: fishTimeLabel(fish, i18n, locale, words),
    bait: fishBaitLabel(fish, words),
    holes: fishHolesLabel(fish, i18n, words),
    salvage: salvage && i18n._(salvage),
  };
}
