import type { Rarity } from '@/lib/catalog/catalog-enums';

/** The game's rarity colours (item name colours in the client). */
export const RARITY_COLORS: Record<Rarity, string> = {
  Junk: '#aaaaaa',
  Basic: '#ffffff',
  Fine: '#62a4da',
  Masterwork: '#1a9306',
  Rare: '#fcd00b',
  Exotic: '#ffa405',
  Ascended: '#fb3e8d',
  Legendary: '#4c139d',
};

/** Text colour that stays readable (WCAG AA) on each rarity colour. */
export const RARITY_TEXT_COLORS: Record<Rarity, string> = {
  Junk: '#111111',
  Basic: '#111111',
  Fine: '#111111',
  Masterwork: '#111111',
  Rare: '#111111',
  Exotic: '#111111',
  Ascended: '#111111',
  Legendary: '#ffffff',
};
