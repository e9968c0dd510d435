import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
            include: ['src/**/*.test.{ts,tsx}'],
            css: false,
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
