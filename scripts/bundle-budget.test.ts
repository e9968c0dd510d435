import { beforeAll, describe, expect, it } from 'vitest';
import { firstPageBytes } from './lib/first-page-bytes';
import { distDir, ensureFreshBuild } from './lib/fresh-build';
import { KB, PAGE_BUDGETS, pageWeight } from './lib/page-weight';

const dist = distDir();

/**
 * Bytes are stable across machines, so budgets are asserted here; timings live in `npm run bench`.
 * The budgets and the reasons for each are in `scripts/lib/page-weight.ts` (the bench prints the
 * same table); see docs/performance.md "What keeps the bytes down".
 */
describe('page weight budgets', () => {
  // A build of the code as it is (docs/testing.md "Tests that read the build").
  beforeAll(() => ensureFreshBuild(dist), 300_000);

  it.each(PAGE_BUDGETS.filter((page) => page.jsCssKb !== undefined))(
    'keeps $page within $jsCssKb KB gzip of JS + CSS',
    (page) => {
      const bytes = firstPageBytes(dist, ...page.routeModules);
      expect(bytes.files.some((file) => file.endsWith('.css'))).toBe(true);
      expect(pageWeight(dist, page).jsCssGzipBytes).toBeLessThanOrEqual(page.jsCssKb! * KB);
    },
  );

  it.each(PAGE_BUDGETS.filter((page) => page.htmlKb !== undefined))(
    'keeps $page within $htmlKb KB of HTML',
    (page) => {
      expect(pageWeight(dist, page).htmlBytes).toBeLessThanOrEqual(page.htmlKb! * KB);
    },
  );

  it.each(PAGE_BUDGETS)(
    'keeps the style attributes of $page within $styleAttributesKb KB',
    (page) => {
      const weight = pageWeight(dist, page);
      // A page that wrote no markup at all would pass every budget.
      expect(weight.htmlBytes).toBeGreaterThan(10 * KB);
      expect(weight.styleAttributeBytes).toBeLessThanOrEqual(page.styleAttributesKb * KB);
    },
  );
});
