import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { Bait } from '@/lib/catalog/catalog-enums';
import type { SourceGroup, SourceOption } from '@/lib/fishing-power/power-sources';

/**
 * What each fishing power source is called (docs/DATA.md "Fishing power sources"). The sushi and
 * bowls keep the English guide's names. Of the other languages' words, Mackerel is the game's
 * (its bait item's name, `GAME_BAITS`); the rest are ours: no copy of the game's names holds them.
 */
export const SOURCE_NAMES: { [G in SourceGroup]: Record<SourceOption<G>, MessageDescriptor> } = {
  rod: { rod: msg`Fishing rod` },
  tips: { tips: msg`Tips on Fishing` },
  bait: { bait: msg`Bait`, mackerel: msg`Mackerel` },
  lure: {
    wooden: msg`Wooden lure`,
    antique: msg`Antique lure`,
    amber: msg`Amber lure`,
  },
  food: {
    'sushi-75': msg`Whitefish Sushi`,
    'sushi-100': msg`Yellowfish Sushi`,
    'sushi-125': msg`Orangefish Sushi`,
    'sushi-150': msg`Redfish Sushi`,
    bowl: msg`A fish bowl`,
  },
  fullTank: { 'full-tank': msg`Full Tank` },
  masteries: {
    '1': msg`1 fishing mastery`,
    '2': msg`2 fishing masteries`,
    '3': msg`3 fishing masteries`,
    '4': msg`4 fishing masteries`,
    '5': msg`5 fishing masteries`,
  },
  party: {
    '1': msg`Fishing Party, 1 fish caught together`,
    '10': msg`Fishing Party, 10 fish caught together`,
    '25': msg`Fishing Party, 25 fish caught together`,
    '45': msg`Fishing Party, 45 fish caught together`,
    '70': msg`Fishing Party, 70 fish caught together`,
    '99': msg`Fishing Party, 99 fish caught together`,
  },
};

/** The name of `option` of `group` (an option of the table: `POWER_SOURCES`). */
export const sourceName = (group: SourceGroup, option: string) =>
  (SOURCE_NAMES[group] as Record<string, MessageDescriptor>)[option] as MessageDescriptor;

/** Sources that are a bait of the catalog: the game's word for that bait names them. */
const GAME_BAITS: Partial<Record<SourceGroup, Record<string, Bait>>> = {
  bait: { mackerel: 'MACKEREL' },
};

/**
 * The name of a source in the page's language: the game's word where the game names it (the
 * page's record of the game's words), else `SOURCE_NAMES`.
 */
export function useSourceName(): (group: SourceGroup, option: string) => string {
  const { i18n } = useLingui();
  const words = useGameWords();
  return (group, option) => {
    const bait = GAME_BAITS[group]?.[option];
    const game = bait && words.localized ? words.glossaryWord('baits', bait) : undefined;
    return game ?? i18n._(sourceName(group, option));
  };
}
