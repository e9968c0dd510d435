// Shared helpers for benchmark scenarios: a throttled Chromium page and page-load metrics.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/chromium';

declare global {
  interface Window {
    __bench: {
      lcp: number;
      fcp: number;
      /** When the route's main content (a selector) was first in a painted frame. */
      contentAt: number;
      /** When `<html data-app-ready>` was set: the page answers a press from then on. */
      live: number;
      /** performance.now() of the last LCP entry or long task: the page is settled after it. */
      lastActivity: number;
      longTasks: { start: number; duration: number }[];
    };
    /** How far `shiftableClock` moved the page's `Date.now` (ms). */
    __shift?: number;
  }
}

export interface LoadMetrics {
  jsBytes: number;
  jsGzip: number;
  cssBytes: number;
  cssGzip: number;
  dataBytes: number;
  dataGzip: number;
  requests: number;
  fcpMs: number;
  lcpMs: number;
  contentVisibleMs: number;
  tbtMs: number;
  /** When the app went live (`<html data-app-ready>`); 0 for a page without the app. */
  liveMs: number;
  /** Script files the page requested before it went live (fetched, preloaded or imported). */
  scriptsBeforeLive: number;
}

/** A named measurement; `run` returns one value per metric. */
export interface Scenario {
  name: string;
  run: (browser: Browser, baseUrl: string) => Promise<Record<string, number>>;
}

export const CPU_THROTTLE = 4;
/** A page is settled once this long passes without a new LCP entry or long task. */
const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 30_000;

export function launchBrowser() {
  return chromium.launch({
    ...chromiumLaunchOptions,
  });
}

/** A context offline except for the bench's own servers (external requests are blocked). */
export async function offlineContext(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient');
  });
  return context;
}

/**
 * A page with 4× CPU throttling that records paint timings, long tasks and (given a selector) when
 * the main content first appears, from before the document's first byte.
 */
export async function throttledPage(
  browser: Browser,
  viewport?: { width: number; height: number },
  context?: BrowserContext,
) {
  const ctx = context ?? (await offlineContext(browser, viewport));
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await page.addInitScript(() => {
    const bench: Window['__bench'] = {
      lcp: 0,
      fcp: 0,
      contentAt: 0,
      live: 0,
      lastActivity: 0,
      longTasks: [],
    };
    window.__bench = bench;
    // The document has no root element yet when this runs: watch the whole document.
    const liveObserver = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute('data-app-ready')) return;
      liveObserver.disconnect();
      bench.live = performance.now();
      bench.lastActivity = performance.now();
    });
    liveObserver.observe(document, { subtree: true, attributeFilter: ['data-app-ready'] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.lcp = entry.startTime;
        bench.lastActivity = performance.now();
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint'))
        bench.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
        bench.lastActivity = performance.now();
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  return { context: ctx, page, cdp };
}

/**
 * Shifts the page's `Date.now` so that a bench can move its clock on (to just before a phase
 * change, a minute later); timers and `performance.now` stay real, so the measures are real time.
 * `shiftTo(instant)`: the page's clock reads `instant`, then runs on; `shiftBy(ms)`: it jumps on.
 */
export async function shiftableClock(page: Page) {
  await page.addInitScript(() => {
    const realNow = Date.now.bind(Date);
    window.__shift = 0;
    Date.now = () => realNow() + (window.__shift ?? 0);
  });
  return {
    shiftTo: (instant: Date) =>
      page.evaluate((target) => {
        window.__shift = 0;
        window.__shift = target - Date.now();
      }, instant.getTime()),
    shiftBy: (ms: number) =>
      page.evaluate((step) => (window.__shift = (window.__shift ?? 0) + step), ms),
  };
}

/** Records when `selector` first matches, at the end of the frame that paints it. */
export async function watchContent(page: Page, selector: string) {
  // Inline (no named helper): tsx would wrap it in `__name`, unknown in the page.
  await page.addInitScript((wanted) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(wanted)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.__bench.contentAt = performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * Loads `url` (in `context`, fresh when omitted) and, once the page has settled (its content is
 * shown, the app is live unless `app` is false, and no LCP entry or long task came for a while),
 * reports bytes, FCP, LCP, when the main content became visible, total blocking time, when the app
 * went live and the scripts requested before then. A page that painted but has no LCP entry is an
 * error, never a 0.
 */
export async function measureLoad(
  browser: Browser,
  url: string,
  contentSelector: string,
  context?: BrowserContext,
  { app = true }: { app?: boolean } = {},
): Promise<LoadMetrics> {
  const { context: ctx, page } = await throttledPage(browser, undefined, context);
  await watchContent(page, contentSelector);
  type Loaded = { type: string; url: string; body: Buffer } | undefined;
  const bodies: Promise<Loaded>[] = [];
  let requests = 0;
  page.on('request', () => requests++);
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
  await page.goto(url);
  await page.waitForFunction(
    (app) =>
      window.__bench.fcp > 0 && window.__bench.contentAt > 0 && (!app || window.__bench.live > 0),
    app,
    { timeout: SETTLE_TIMEOUT_MS },
  );
  await page.waitForFunction(
    (quietMs) =>
      performance.now() - Math.max(window.__bench.lastActivity, window.__bench.contentAt) > quietMs,
    QUIET_MS,
    { timeout: SETTLE_TIMEOUT_MS, polling: 250 },
  );
  const metrics = await page.evaluate(() => {
    const { fcp, lcp, contentAt, longTasks, live } = window.__bench;
    const tbt = longTasks
      .filter((task) => task.start + task.duration > fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const scriptsBeforeLive = performance
      .getEntriesByType('resource')
      .filter(
        (entry) => live > 0 && entry.startTime < live && /\.m?js(\?|$)/.test(entry.name),
      ).length;
    return { fcp, lcp, contentAt, tbt, live, scriptsBeforeLive };
  });
  if (metrics.lcp <= 0)
    throw new Error(`${url} painted at ${metrics.fcp} ms but has no LCP entry.`);
  if (app && metrics.scriptsBeforeLive <= 0)
    throw new Error(`${url} went live at ${metrics.live} ms with no script requested before.`);
  const loaded = (await Promise.all(bodies)).filter((r): r is NonNullable<Loaded> => !!r);
  const sum = (types: string[], fn: (body: Buffer) => number) =>
    loaded.filter((r) => types.includes(r.type)).reduce((total, r) => total + fn(r.body), 0);
  if (context) await page.close();
  else await ctx.close();
  return {
    jsBytes: sum(['script'], (b) => b.byteLength),
    jsGzip: sum(['script'], (b) => gzipSync(b).byteLength),
    cssBytes: sum(['stylesheet'], (b) => b.byteLength),
    cssGzip: sum(['stylesheet'], (b) => gzipSync(b).byteLength),
    dataBytes: sum(['fetch'], (b) => b.byteLength),
    dataGzip: sum(['fetch'], (b) => gzipSync(b).byteLength),
    requests,
    fcpMs: metrics.fcp,
    lcpMs: metrics.lcp,
    // Nothing is visible before the first paint (the frame-end estimate can precede its presentation).
    contentVisibleMs: Math.max(metrics.contentAt, metrics.fcp),
    tbtMs: metrics.tbt,
    liveMs: metrics.live,
    scriptsBeforeLive: metrics.scriptsBeforeLive,
  };
}

/**
 * Waits until the app runs the page (`<html data-app-ready>`): a prerendered page shows before its
 * code starts, and what is typed or navigated before then is not the app's to handle.
 */
export async function appReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
}

/** Loads `url` once, untimed. */
export async function warmUp(browser: Browser, url: string) {
  const context = await offlineContext(browser);
  await (await context.newPage()).goto(url);
  await context.close();
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? 0;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}
