// Shared helpers for benchmark scenarios: a throttled Chromium page and page-load metrics.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/chromium';

declare global {
  interface Window {
    __bench: { lcp: number; longTasks: { start: number; duration: number }[] };
  }
}

export interface LoadMetrics {
  jsBytes: number;
  jsGzip: number;
  cssBytes: number;
  cssGzip: number;
  dataBytes: number;
  dataGzip: number;
  lcpMs: number;
  tbtMs: number;
}

/** A named measurement; `run` returns one value per metric. */
export interface Scenario {
  name: string;
  run: (browser: Browser, baseUrl: string) => Promise<Record<string, number>>;
}

export const CPU_THROTTLE = 4;

export function launchBrowser() {
  return chromium.launch({
    ...chromiumLaunchOptions,
  });
}

/** A fresh page with 4× CPU throttling, offline except for the app's own server. */
export async function throttledPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await page.addInitScript(() => {
    window.__bench = { lcp: 0, longTasks: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  return { context, page };
}

/** Loads `url` and reports bytes of JS/CSS (raw and gzip), LCP and total blocking time. */
export async function measureLoad(browser: Browser, url: string): Promise<LoadMetrics> {
  const { context, page } = await throttledPage(browser);
  type Loaded = { type: string; url: string; body: Buffer } | undefined;
  const bodies: Promise<Loaded>[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'fetch') {
      bodies.push(
        response.body().then(
          (body) => ({ type, url: response.url(), body }),
          () => undefined,
        ),
      );
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const metrics = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = window.__bench.longTasks
      .filter((task: { start: number; duration: number }) => task.start + task.duration > fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { lcp: window.__bench.lcp, tbt, fcp };
  });
  const loaded = (await Promise.all(bodies)).filter((r): r is NonNullable<Loaded> => !!r);
  const sum = (types: string[], fn: (body: Buffer) => number) =>
    loaded.filter((r) => types.includes(r.type)).reduce((total, r) => total + fn(r.body), 0);
  await context.close();
  return {
    jsBytes: sum(['script'], (b) => b.byteLength),
    jsGzip: sum(['script'], (b) => gzipSync(b).byteLength),
    cssBytes: sum(['stylesheet'], (b) => b.byteLength),
    cssGzip: sum(['stylesheet'], (b) => gzipSync(b).byteLength),
    dataBytes: sum(['fetch'], (b) => b.byteLength),
    dataGzip: sum(['fetch'], (b) => gzipSync(b).byteLength),
    lcpMs: metrics.lcp,
    tbtMs: metrics.tbt,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? 0;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}
