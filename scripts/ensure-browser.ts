// `npm test` runs this before the browser tests (scripts/lib/ensure-browser.ts).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.ts';
import { ensureBrowser } from './lib/ensure-browser.ts';

const outcome = ensureBrowser({
  systemBrowser: chromiumLaunchOptions.executablePath,
  playwrightBrowser: chromium.executablePath(),
  exists: existsSync,
  install: () => {
    console.log("No Chromium for the browser tests yet: installing Playwright's own (once)…");
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  },
});
if (outcome === 'installed') console.log('Chromium installed for the browser tests.');
