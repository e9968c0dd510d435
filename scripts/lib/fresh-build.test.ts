import { describe, expect, it } from 'vitest';
import { buildEnv, isBuildInput, staleReason, type InputFile } from './fresh-build';

describe('isBuildInput', () => {
  it.each([
    ['src/app/start/start.ts', true],
    ['src/locales/de.po', true],
    ['public/assets/fish.json', true],
    ['src/paint/start-after-paint.ts', true],
    ['scripts/lib/prerender.ts', true],
    ['scripts/vite/lingui-macros.ts', true],
    ['scripts/data/region-metadata.ts', true],
    ['package.json', true],
    ['package-lock.json', true],
    ['vite.config.ts', true],
    ['index.html', true],
    ['src/app/start/ready.test.tsx', false],
    ['src/lib/time/phases.test.ts', false],
    ['scripts/bundle-budget.test.ts', false],
    ['src/testing/render-app.tsx', false],
    ['scripts/bench/browser.ts', false],
    ['scripts/fixtures/docs-paths/page.md', false],
    ['e2e/prerender.spec.ts', false],
    ['docs/testing.md', false],
    ['README.md', false],
    ['playwright.config.ts', false],
    ['vitest.config.ts', false],
    ['srcs/x.ts', false],
  ])('%s: %s', (path, input) => {
    expect(isBuildInput(path)).toBe(input);
  });
});

describe('staleReason', () => {
  const BUILT = 1_000_000;
  const file = (path: string, mtimeMs: number): InputFile => ({ path, mtimeMs });

  it.each<[string, number | undefined, InputFile[], string | undefined]>([
    ['no build at all', undefined, [file('src/main.tsx', 1)], 'there is no build'],
    ['no build, even with no inputs', undefined, [], 'there is no build'],
    ['every input older: fresh', BUILT, [file('src/main.tsx', BUILT - 1)], undefined],
    ['an input as old as the build: fresh', BUILT, [file('src/main.tsx', BUILT)], undefined],
    [
      'a source changed after the build',
      BUILT,
      [file('src/main.tsx', BUILT - 5), file('src/app/start/ready.tsx', BUILT + 1)],
      'src/app/start/ready.tsx changed after the build',
    ],
    [
      'several: the newest named, the others counted',
      BUILT,
      [
        file('public/assets/fish.json', BUILT + 2),
        file('package.json', BUILT + 9),
        file('scripts/lib/prerender.ts', BUILT + 5),
      ],
      'package.json (and 2 more) changed after the build',
    ],
    [
      'only tests, docs and the bench changed: fresh',
      BUILT,
      [
        file('src/app/start/ready.test.tsx', BUILT + 1),
        file('scripts/bundle-budget.test.ts', BUILT + 1),
        file('docs/testing.md', BUILT + 1),
        file('scripts/bench/browser.ts', BUILT + 1),
      ],
      undefined,
    ],
  ])('%s', (_, builtAt, files, reason) => {
    expect(staleReason(builtAt, files)).toBe(reason);
  });
});

describe('buildEnv', () => {
  it("builds for production from a test: without Vitest's NODE_ENV and variables", () => {
    const env = {
      NODE_ENV: 'test',
      VITEST: 'true',
      VITEST_POOL_ID: '1',
      PATH: '/bin',
      DIST_DIR: 'x',
    };
    expect(buildEnv(env, '/tmp/dist-a')).toEqual({ PATH: '/bin', DIST_DIR: '/tmp/dist-a' });
  });
});
