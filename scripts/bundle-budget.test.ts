import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstPageBytes } from './lib/first-page-bytes';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;

/** Bytes are stable across machines, so the budget is asserted here; timings live in `npm run bench`. */
describe('bundle budget', () => {
  beforeAll(() => {
    if (!existsSync(`${dist}/.vite/manifest.json`)) {
      execSync('npx tsx scripts/build.ts', { cwd: root, stdio: 'ignore' });
    }
  }, 120_000);

  it('keeps the home page JS + CSS within 200 KB gzip', () => {
    const home = firstPageBytes(dist, 'src/app/routes/home.tsx');
    expect(home.files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(home.gzipBytes).toBeLessThanOrEqual(200 * 1024);
  });
});
