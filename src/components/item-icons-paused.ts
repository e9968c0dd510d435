import { createContext } from 'react';

/**
 * While true, an item icon not shown yet waits: it is neither asked from the API nor loaded, and
 * its placeholder stands in. Icons already shown stay. The search pauses them while its results
 * change with each key: loading the icons of cards that the next key replaces was a third of
 * typing's cost (docs/search.md "What a keystroke costs").
 */
export const ItemIconsPaused = createContext(false);
