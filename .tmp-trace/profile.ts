import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.ts';
const url = process.argv[2]!;
async function main() {
  const browser = await chromium.launch({ ...chromiumLaunchOptions });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__fcp = Math.round(e.startTime); }).observe({ type: 'paint', buffered: true });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForTimeout(5000);
  const { profile } = await cdp.send('Profiler.stop');
  const lt = await page.evaluate(() => [(window as any).__fcp, (window as any).__lt, performance.timeOrigin]);
  writeFileSync('/tmp/profile.json', JSON.stringify({ profile, lt }));
  console.log(JSON.stringify(lt.slice(0, 2)));
  await browser.close();
}
main();
