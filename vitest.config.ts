import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The pure logic of `src/lib/` (STYLE.md: functions that take `now`), tested without a window. */
const PURE_LOGIC = ['src/lib/**/*.test.ts'];
/** What in `src/lib/` reads storage, fetches through MSW or renders: it runs in project `app`. */
const NEEDS_A_BROWSER = [
  'src/lib/gw2-api/**/*.test.ts',
  'src/lib/http/**/*.test.ts',
  'src/lib/storage/**/*.test.ts',
  'src/lib/live-catalog/check-record.test.ts',
  'src/lib/game-words/words-record.test.ts',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      restoreMocks: true,
      // Vitest's default leaves one core to its own process (1 worker on CI's 2 cores), which
      // sits idle most of the time: each file's jsdom, setup and imports are most of its time.
      maxWorkers: '100%',
      reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            globals: true,
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup.ts'],
            include: ['src/**/*.test.tsx', 'src/!(lib)/**/*.test.ts', ...NEEDS_A_BROWSER],
            css: false,
          },
        },
        {
          // A jsdom window and the setup (MSW, Testing Library) cost a file ~1–4 s on 2 cores,
          // more than most pure files' tests take: pure logic runs in Node without them.
          extends: true,
          test: {
            name: 'pure',
            globals: true,
            environment: 'node',
            include: PURE_LOGIC,
            exclude: NEEDS_A_BROWSER,
          },
        },
        {
          extends: true,
          test: {
            name: 'scripts',
            environment: 'node',
            include: ['scripts/**/*.test.ts'],
          },
        },
      ],
    },
  }),
);
