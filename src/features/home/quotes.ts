import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A flavour quote about fishing, in our own words (not the game's): translated like the UI. */
export interface Quote {
  text: MessageDescriptor;
  author: MessageDescriptor;
}

// The game's words in them (a bait, a city, Orr) are written in the messages, so each language
// names them as its game does (Regenwürmer, Löwenstein).
export const quotes: readonly [Quote, Quote] = [
  {
    text: msg`Patience is the only bait that never runs out. Pack nightcrawlers anyway — the fish are less patient than you are.`,
    author: msg`An angler on the Lion’s Arch docks`,
  },
  {
    text: msg`The water keeps its own clock. Learn when the night fish rise, and even the Orrian deep will give up its secrets.`,
    author: msg`A fisher waiting out the dusk`,
  },
];

/** Picks a quote from a random number in [0, 1) (injected so tests can choose). */
export function pickQuote(random: () => number): Quote {
  const index = Math.min(quotes.length - 1, Math.floor(random() * quotes.length));
  return quotes[index] ?? quotes[0];
}
