import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstPageBytes } from './lib/first-page-bytes';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const KB = 1024;

/**
 * Bytes are stable across machines, so budgets are asserted here; timings live in `npm run bench`.
 * A page's JS + CSS: the entry with its imports and the page's route modules with theirs (what its
 * prerendered HTML links). See docs/DECISIONS.md "First paint" for where the bytes go.
 */
describe('bundle budget', () => {
  beforeAll(() => {
    if (!existsSync(`${dist}/.vite/manifest.json`)) {
      execSync('npx tsx scripts/build.ts', { cwd: root, stdio: 'ignore' });
    }
  }, 180_000);

  it.each([
    { page: '/', modules: ['home'], budgetKb: 203 },
    { page: '/launch/regions', modules: ['launch', 'launch-regions'], budgetKb: 220 },
    // 275 → 277: issue 26's round model, refresh note and key refusal (+0.7 KB gzip, 281.3 →
    // 282.0 KB against the previous build); issue 28's update prompt reading the stores, which
    // makes the bundler split the persisted-store module into a chunk of its own (+0.4 KB).
    // 277 → 278: issue 27's phone filter bar (fold + one-line summary), the kept grid / list
    // choice and the shared fish tooltip chunk with the salvage mark (+1.5 KB gzip, 282.8 → 284.3
    // KB against the previous build).
    { page: '/region/Krytan', modules: ['region'], budgetKb: 278 },
  ])('keeps $page within $budgetKb KB gzip of JS + CSS', ({ modules, budgetKb }) => {
    const bytes = firstPageBytes(dist, ...modules.map((name) => `src/app/routes/${name}.tsx`));
    expect(bytes.files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(bytes.gzipBytes).toBeLessThanOrEqual(budgetKb * KB);
  });
});
