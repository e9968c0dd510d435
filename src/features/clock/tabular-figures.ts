import type { CSSProperties } from 'react';

/**
 * Digits of equal width in the page's own font, so a ticking time keeps its width. Not a monospace
 * stack: each family a system lacks costs the first paint a font lookup (docs/clock.md "The
 * shell clock and the clock panel").
 */
export const tabularFigures: CSSProperties = { fontVariantNumeric: 'tabular-nums' };
