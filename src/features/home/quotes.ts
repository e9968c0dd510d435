/** A flavour quote about fishing, in our own words. */
export interface Quote {
  text: string;
  author: string;
}

export const quotes: readonly [Quote, Quote] = [
  {
    text: 'Patience is the only bait that never runs out. Pack nightcrawlers anyway — the fish are less patient than you are.',
    author: 'An angler on the Lion’s Arch docks',
  },
  {
    text: 'The water keeps its own clock. Learn when the night fish rise, and even the Orrian deep will give up its secrets.',
    author: 'A fisher waiting out the dusk',
  },
];

/** Picks a quote from a random number in [0, 1) (injected so tests can choose). */
export function pickQuote(random: () => number): Quote {
  const index = Math.min(quotes.length - 1, Math.floor(random() * quotes.length));
  return quotes[index] ?? quotes[0];
}
