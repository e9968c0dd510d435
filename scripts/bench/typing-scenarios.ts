// Search typing cost (issue 16): main-thread time per keystroke over 15 keystrokes typed at a brisk
// pace, as a ratio to the same typing in a plain text field, on 4× CPU-throttled pages, with the
// items API and the icons answering as they do online.
import type { BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { itemFixture } from '../../src/testing/gw2-fixtures.ts';
import { appReady, type Scenario, throttledPage } from './browser.ts';
import { floorUrl } from './floor.ts';

/** 15 keystrokes; every prefix after the first letter matches something in the catalog. */
const KEYS = 'kryta lake dusk';
/** About 8 keys a second. */
const KEY_INTERVAL_MS = 120;
/** After the last key: the throttled search, its render and the address update. */
const SETTLE_MS = 1500;

declare global {
  interface Window {
    __worstKeyMs?: number;
    /** Only keys typed after this performance.now() count (entries arrive late). */
    __keysFrom?: number;
  }
}

async function mainThreadMs(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** Records the longest keyboard or input event (Event Timing: input to the next paint). */
async function watchKeyLatency(page: Page) {
  await page.addInitScript(() => {
    window.__worstKeyMs = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!/^key|input/.test(entry.name) || entry.startTime < (window.__keysFrom ?? 0)) continue;
        window.__worstKeyMs = Math.max(window.__worstKeyMs ?? 0, entry.duration);
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/**
 * Main-thread time per keystroke: the time while typing and settling, minus the same span left
 * idle just before (the app's clocks tick meanwhile; that is not typing's cost).
 */
async function typingCost(page: Page, cdp: CDPSession, field: Locator) {
  await cdp.send('Performance.enable');
  await field.focus();
  const span = KEYS.length * KEY_INTERVAL_MS + SETTLE_MS;
  const idleStart = await mainThreadMs(cdp);
  await page.waitForTimeout(span);
  const idle = (await mainThreadMs(cdp)) - idleStart;
  await page.evaluate(() => {
    window.__worstKeyMs = 0;
    window.__keysFrom = performance.now();
  });
  const typingStart = await mainThreadMs(cdp);
  for (const key of KEYS) {
    await page.keyboard.type(key);
    await page.waitForTimeout(KEY_INTERVAL_MS);
  }
  await page.waitForTimeout(SETTLE_MS);
  const typing = (await mainThreadMs(cdp)) - typingStart;
  return {
    mainThreadPerKeyMs: Math.max(0, typing - idle) / KEYS.length,
    worstKeyMs: await page.evaluate(() => window.__worstKeyMs ?? 0),
  };
}

/** A 1×1 PNG: each result's icon, as the GW2 render service would send a real one. */
const ICON = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The items API and the icons answered as an online player has them (each item its own icon).
 * The bench is offline otherwise, and offline every result's icon request fails and is retried
 * twice, work an online player's typing never does (docs/performance.md "How to
 * measure").
 */
async function answerItems(context: BrowserContext) {
  await context.route('https://api.guildwars2.com/v2/items?*', (route) => {
    const ids = new URL(route.request().url()).searchParams.get('ids')?.split(',') ?? [];
    const json = ids.map((id) =>
      itemFixture({ id: Number(id), icon: `https://render.guildwars2.com/file/${id}.png` }),
    );
    return route.fulfill({ json });
  });
  await context.route('https://render.guildwars2.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: ICON }),
  );
}

/** The name of the plain field's row: the search row gets its ratio (see bench.ts). */
export const PLAIN_FIELD_SCENARIO = 'typing 15 keys: plain text field (floor)';

export const typingScenarios: Scenario[] = [
  {
    name: PLAIN_FIELD_SCENARIO,
    run: async (browser, baseUrl) => {
      const { context, page, cdp } = await throttledPage(browser);
      await watchKeyLatency(page);
      await page.goto(floorUrl(baseUrl, '/field'));
      const result = await typingCost(page, cdp, page.getByRole('searchbox'));
      await context.close();
      return result;
    },
  },
  {
    name: 'typing 15 keys: search (/launch/search)',
    run: async (browser, baseUrl) => {
      const { context, page, cdp } = await throttledPage(browser);
      await answerItems(context);
      await watchKeyLatency(page);
      await page.goto(`${baseUrl}/launch/search`);
      await appReady(page);
      const box = page.getByRole('searchbox');
      // The index is built once the catalog has loaded; typing starts after that.
      await box.fill('x');
      await page
        .getByRole('status')
        .filter({ hasText: /\d+ results?/ })
        .waitFor();
      await box.fill('');
      await page.getByRole('region', { name: 'How to search' }).waitFor();
      const result = await typingCost(page, cdp, box);
      const shown = await page.getByRole('status').textContent();
      await context.close();
      if (!/^\d+ results?$/.test(shown ?? '')) throw new Error(`search did not settle: "${shown}"`);
      return result;
    },
  },
];
