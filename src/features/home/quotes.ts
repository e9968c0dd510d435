import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A flavour quote about fishing, in our own words (not the game's): translated like the UI. */
export interface Quote {
  text: MessageDescriptor;
  author: MessageDescriptor;
}

// The game's words in them stay placeholders: a bait, a city, the Orrian collections' adjective.
const bait = 'nightcrawlers';
/* eslint-disable lingui/no-unlocalized-strings -- the game's words, placeholders */
const city = 'Lion’s Arch';
const orrian = 'Orrian';
/* eslint-enable lingui/no-unlocalized-strings */

export const quotes: readonly [Quote, Quote] = [
  {
    text: msg`Patience is the only bait that never runs out. Pack ${bait} anyway — the fish are less patient than you are.`,
    author: msg`An angler on the ${city} docks`,
  },
  {
    text: msg`The water keeps its own clock. Learn when the night fish rise, and even the ${orrian} deep will give up its secrets.`,
    author: msg`A fisher waiting out the dusk`,
  },
];

/** Picks a quote from a random number in [0, 1) (injected so tests can choose). */
export function pickQuote(random: () => number): Quote {
  const index = Math.min(quotes.length - 1, Math.floor(random() * quotes.length));
  return quotes[index] ?? quotes[0];
}
