import type { CSSProperties } from 'react';

/**
 * Digits of equal width in the page's own font, so a ticking time keeps its width. Not a monospace
 * stack: each family a system lacks costs the first paint a font lookup (docs/DECISIONS.md "Issue
 * 28 item 7, session 16").
 */
export const tabularFigures: CSSProperties = { fontVariantNumeric: 'tabular-nums' };
