import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FishingHole } from './catalog-enums';

/**
 * Our catalogs' words for the fishing holes and for "any bait", where the game gave none yet
 * (before its API has answered, offline): the game's hint words replace them
 * (`glossaryWord`, src/lib/game-words/lookup.ts). Distinct in every language, unlike the only
 * offline translations found (docs/game-words.md). Spanish keeps the English labels (no source).
 */
const HOLE_WORDS: Readonly<Record<FishingHole, MessageDescriptor>> = {
  ANY: msg({ context: 'fishing hole', message: 'Any' }),
  NONE: msg({ context: 'fishing hole', message: 'Open Water' }),
  BOREAL: msg({ context: 'fishing hole', message: 'Boreal' }),
  CAVERN: msg({ context: 'fishing hole', message: 'Cavern' }),
  CHANNEL: msg({ context: 'fishing hole', message: 'Channel' }),
  COASTAL: msg({ context: 'fishing hole', message: 'Coastal' }),
  DESERT: msg({ context: 'fishing hole', message: 'Desert' }),
  FRESHWATER: msg({ context: 'fishing hole', message: 'Freshwater' }),
  GROTTO: msg({ context: 'fishing hole', message: 'Grotto' }),
  LAKE: msg({ context: 'fishing hole', message: 'Lake' }),
  NOXIOUS: msg({ context: 'fishing hole', message: 'Noxious Water' }),
  OFFSHORE: msg({ context: 'fishing hole', message: 'Offshore' }),
  QUARRY: msg({ context: 'fishing hole', message: 'Quarry' }),
  RIVER: msg({ context: 'fishing hole', message: 'River' }),
  SALTWATER: msg({ context: 'fishing hole', message: 'Saltwater' }),
  SHORE: msg({ context: 'fishing hole', message: 'Shore' }),
  VOLCANIC: msg({ context: 'fishing hole', message: 'Volcanic' }),
  FRAC_LAKE: msg({ context: 'fishing hole', message: 'Fractured Lake' }),
  FRAC_FRESHWATER: msg({ context: 'fishing hole', message: 'Fractured Freshwater' }),
  FRAC_DESERT: msg({ context: 'fishing hole', message: 'Fractured Desert' }),
  FRAC_CHANNEL: msg({ context: 'fishing hole', message: 'Fractured Channel' }),
  ASTRAL: msg({ context: 'fishing hole', message: 'Astral' }),
  SPIRE: msg({ context: 'fishing hole', message: 'Spire' }),
  DREAM: msg({ context: 'fishing hole', message: 'Dream' }),
  NAYOSIAN: msg({ context: 'fishing hole', message: 'Nayosian' }),
  LOWL_FRESHWATER: msg({ context: 'fishing hole', message: 'Lowland Freshwater' }),
  LOWL_BRACKISH: msg({ context: 'fishing hole', message: 'Lowland Brackish' }),
  LOWL_SALTWATER: msg({ context: 'fishing hole', message: 'Lowland Saltwater' }),
  SYN_FRESHWATER: msg({ context: 'fishing hole', message: 'Freshwater Janthir' }),
  SYN_BRACKISH: msg({ context: 'fishing hole', message: 'Brackish Janthir' }),
  SYN_SALTWATER: msg({ context: 'fishing hole', message: 'Saltwater Janthir' }),
  LOWL_SHORE: msg({ context: 'fishing hole', message: 'Lowland Shore' }),
  LOWL_OFFSHORE: msg({ context: 'fishing hole', message: 'Lowland Offshore' }),
  SYN_SHORE_SALTWATER: msg({ context: 'fishing hole', message: 'Shore Saltwater Janthir' }),
  SYN_OFFSHORE_SALTWATER: msg({ context: 'fishing hole', message: 'Offshore Saltwater Janthir' }),
  BARRENS_FRESHWATER: msg({ context: 'fishing hole', message: 'Barrens Freshwater' }),
  BLOODSTONE_POND: msg({ context: 'fishing hole', message: 'Bloodstone-Infused Pond' }),
  TROPICAL_SALTWATER: msg({ context: 'fishing hole', message: 'Saltwater Tropical' }),
  TROPICAL_FRESHWATER: msg({ context: 'fishing hole', message: 'Freshwater Tropical' }),
  DEEP_TOWER: msg({ context: 'fishing hole', message: 'Deep Tower' }),
};

const ANY_BAIT = msg({ context: 'bait', message: 'Any' });

/** "Coastal" → "Küste" on a German page. */
export const holeWord = (i18n: I18n, hole: FishingHole): string => i18n._(HOLE_WORDS[hole]);

/** "Any" bait in the page's language (the game's baits are its items' names; "any" is none). */
export const anyBaitWord = (i18n: I18n): string => i18n._(ANY_BAIT);

/** Our word for a glossary value the game gave none for (holes, "any" bait), for the lookup. */
export const ourGlossaryWord =
  (i18n: I18n) =>
  (kind: 'holes' | 'baits' | 'times', value: string): string | undefined => {
    if (kind === 'holes' && value in HOLE_WORDS) return holeWord(i18n, value as FishingHole);
    if (kind === 'baits' && value === 'ANY') return anyBaitWord(i18n);
    return undefined;
  };
