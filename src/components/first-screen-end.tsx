import { FIRST_SCREEN_END_ID } from '@/config/constants';

/**
 * Placed right after a page's largest first-screen text: a prerendered page holds its first
 * paint until the parser has passed it (`<link rel="expect" blocking="render">`,
 * scripts/lib/prerender.ts), so the first frame shows that text with everything above it instead
 * of the header alone, a frame later the clocks, and so on (docs/performance.md "First frame").
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
