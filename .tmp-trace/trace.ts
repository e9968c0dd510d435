import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '/work/main/scripts/lib/chromium.ts';
const url = process.argv[2]!;
const out = process.argv[3]!;
async function main() {
  const browser = await chromium.launch({ ...chromiumLaunchOptions });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const warm = await context.newPage(); await warm.goto('http://127.0.0.1:4176/'); await warm.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute', 'disabled-by-default-v8.compile' ] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const buf = await browser.stopTracing();
  writeFileSync(out, buf);
  await browser.close();
}
main();
