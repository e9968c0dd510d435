import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: './e2e',
  // Per port, so runs on different ports (e.g. parallel local runs) never clean each other's files.
  outputDir: process.env.E2E_PORT ? `./test-results/port-${PORT}` : './test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous: axe over the full Region page alone can take 10–30 s on a busy 2-core machine.
  timeout: 60_000,
  // A hung run stops here, well inside CI's 90-minute limit, with its reports written (a whole
  // run's time is in docs/testing.md).
  globalTimeout: 40 * 60_000,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs each test ~13% of its time (the whole suite's ~6 min in CI), so CI
    // records one only when it runs a failed test again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // The offline spec allows it; elsewhere a service worker would answer fixtures' requests.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    // The production build, served like `npm start` does.
    command: 'node scripts/serve.mjs',
    env: {
      PORT: String(PORT),
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
