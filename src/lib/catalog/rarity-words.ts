import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Rarity } from './catalog-enums';

/**
 * Item rarities in the page's language. The API's `rarity` is an English key in every language,
 * so these are our catalogs' words, in GW2's own terms ("Einfach", "Simple", "Básico").
 */
const RARITY_WORDS: Readonly<Record<Rarity, MessageDescriptor>> = {
  Junk: msg({ context: 'rarity', message: 'Junk' }),
  Basic: msg({ context: 'rarity', message: 'Basic' }),
  Fine: msg({ context: 'rarity', message: 'Fine' }),
  Masterwork: msg({ context: 'rarity', message: 'Masterwork' }),
  Rare: msg({ context: 'rarity', message: 'Rare' }),
  Exotic: msg({ context: 'rarity', message: 'Exotic' }),
  Ascended: msg({ context: 'rarity', message: 'Ascended' }),
  Legendary: msg({ context: 'rarity', message: 'Legendary' }),
};

/** "Basic" → "Einfach" on a German page. */
export const rarityWord = (i18n: I18n, rarity: Rarity): string => i18n._(RARITY_WORDS[rarity]);
