// Benchmark scenarios. Each returns rows of named metrics; `npm run bench` takes the median of runs.
import { gzipSync } from 'node:zlib';
import { ASSET_VERSION } from '../../src/config/constants.ts';
import { assetPaths } from '../../src/config/asset-paths.ts';
import { regionIndex } from '../../src/lib/catalog/catalog-index.ts';
import { SEARCH_MEASURE } from '../../src/features/search/search-measure.ts';
import type { Browser } from '@playwright/test';
import {
  appReady,
  measureLoad,
  median,
  offlineContext,
  throttledPage,
  type Scenario,
} from './browser.ts';
import { FLOOR_CONTENT, floorUrl } from './floor.ts';
import { typingScenarios } from './typing-scenarios.ts';
import { plannerScenarios } from './planner-scenarios.ts';
import { sessionScenarios } from './session-scenarios.ts';
import { regionScenarios } from './region-scenarios.ts';

const PAGE_TITLE = 'main h1';
/** The fish blocks of a Region page's grid: its main content. */
export const FISH_GRID = '[role="group"][aria-label^="Fish of"] [data-bit]';

/** The planner's first result: the first fish that bites now. */
export const PLANNER_FIRST_FISH = 'section[aria-labelledby="planner-now"] li';
/** The session's first result: the route's first stop. */
export const SESSION_FIRST_STOP = 'section[aria-labelledby="session-route"] li';

/**
 * Routes whose first load is measured, with the selector of each page's main content (for the
 * planner and the session, their first result: both are computed in the browser).
 */
export const routes: Record<string, string> = {
  '/': PAGE_TITLE,
  '/launch/regions': 'main a[href^="/region/"]',
  '/launch/planner': PLANNER_FIRST_FISH,
  '/launch/session': SESSION_FIRST_STOP,
  '/launch/search': 'main input[type="search"]',
  '/launch/achievements': 'main a[href^="/achievement/"]',
  '/region/Krytan': FISH_GRID,
  // The grid's label is in German there.
  '/de/region/Krytan': 'main [role="group"] [data-bit]',
  '/achievement/WorldClassFisher': PAGE_TITLE,
  '/settings/general': PAGE_TITLE,
  '/settings/notifications': PAGE_TITLE,
  '/help': PAGE_TITLE,
  '/help/guide/intro': PAGE_TITLE,
  '/help/faq': PAGE_TITLE,
  '/help/feedback': PAGE_TITLE,
};
/** Routes also measured on a second visit, answered by the service worker. */
export const warmRoutes = ['/', '/launch/regions', '/region/Krytan'];

/** The name of the floor's row: other load rows get ratios to it (see bench.ts). */
export const FLOOR_SCENARIO = 'load floor: empty static page';

export const scenarios: Scenario[] = [
  {
    name: FLOOR_SCENARIO,
    run: async (browser, baseUrl) => ({
      ...(await measureLoad(browser, floorUrl(baseUrl), FLOOR_CONTENT, undefined, { app: false })),
    }),
  },
  ...Object.entries(routes).map(([route, content]) => ({
    name: `load ${route}`,
    run: async (browser: Browser, baseUrl: string) => ({
      ...(await measureLoad(browser, baseUrl + route, content)),
    }),
  })),
  ...warmRoutes.map((route) => ({
    name: `load warm ${route}`,
    run: async (browser: Browser, baseUrl: string) => {
      const context = await offlineContext(browser);
      try {
        // First visit: the service worker installs (precaching the site) and takes control.
        const first = await context.newPage();
        await first.goto(baseUrl + route);
        await first
          .waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
            timeout: 60_000,
          })
          .catch(async () => {
            const state = await first.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              return JSON.stringify({
                installing: registration?.installing?.state,
                waiting: registration?.waiting?.state,
                active: registration?.active?.state,
              });
            });
            throw new Error(`The service worker did not take control of ${route}: ${state}`);
          });
        await first.close();
        return { ...(await measureLoad(browser, baseUrl + route, routes[route]!, context)) };
      } finally {
        await context.close();
      }
    },
  })),
];

/** Bytes of the catalog data a Region page needs (GlobalConfig + Region + ItemExtensions). */
async function regionDataBytes(baseUrl: string, key: string) {
  const paths = [assetPaths.globalConfig, assetPaths.region(key), assetPaths.itemExtensions(key)];
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const response = await fetch(`${baseUrl}/${path}?version=${ASSET_VERSION}`);
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) {
      throw new Error(`${path} is not served as JSON (${response.status}).`);
    }
    const body = Buffer.from(await response.arrayBuffer());
    raw += body.byteLength;
    gzip += gzipSync(body).byteLength;
  }
  return { raw, gzip };
}

scenarios.push({
  name: 'region data /region/Krytan (+ largest region)',
  run: async (_browser, baseUrl) => {
    const krytan = await regionDataBytes(baseUrl, 'Krytan');
    const all = await Promise.all(regionIndex.map((r) => regionDataBytes(baseUrl, r.key)));
    return {
      dataBytes: krytan.raw,
      dataGzip: krytan.gzip,
      largestDataBytes: Math.max(...all.map((r) => r.raw)),
      largestDataGzip: Math.max(...all.map((r) => r.gzip)),
    };
  },
});

/** What is typed, one key at a time, in the search scenario (a one-letter query matches most). */
const SEARCH_KEYS = 'night lake';

scenarios.push({
  name: 'search keystroke over the whole catalog (/launch/search)',
  run: async (browser, baseUrl) => {
    const { context, page } = await throttledPage(browser);
    await page.goto(`${baseUrl}/launch/search`, { waitUntil: 'networkidle' });
    await appReady(page);
    const box = page.getByRole('searchbox');
    const status = page.getByRole('status');
    // The index is built once the catalog has loaded; the first search waits for it.
    await box.fill('x');
    await status.filter({ hasText: /\d+ results?/ }).waitFor();
    await box.fill('');
    await page.getByRole('region', { name: 'How to search' }).waitFor();
    await page.evaluate((name) => performance.clearMeasures(name), SEARCH_MEASURE);
    for (const key of SEARCH_KEYS) {
      const before = await page.evaluate(
        (name) => performance.getEntriesByName(name).length,
        SEARCH_MEASURE,
      );
      await page.keyboard.type(key);
      // Wait past the throttle until this keystroke's search has run.
      await page.waitForFunction(
        ([name, count]) => performance.getEntriesByName(name as string).length > (count as number),
        [SEARCH_MEASURE, before],
      );
    }
    const durations = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
      SEARCH_MEASURE,
    );
    // A search's measure is taken while it renders, before the count shows: read the count once
    // the whole text is searched (past the throttle) and the results are no longer stale.
    await status.filter({ hasText: /^\d+ results?$/ }).waitFor();
    await page.locator('[aria-busy="false"]').waitFor();
    await page.waitForTimeout(1000);
    await page.locator('[aria-busy="false"]').waitFor();
    const shown = (await status.textContent()) ?? '';
    await context.close();
    if (!/^\d+ results?$/.test(shown)) throw new Error(`search did not settle: "${shown}"`);
    const results = Number(shown.split(' ')[0]);
    return {
      searchComputeMedianMs: median(durations),
      searchComputeMaxMs: Math.max(...durations),
      keystrokes: durations.length,
      lastResults: results,
    };
  },
});

// Search typing cost, as a ratio to a plain text field.
scenarios.push(...typingScenarios);

// Region page: first render, a filter click to the next paint, memory after every region.
scenarios.push(...regionScenarios);

// Planner: the plan's recomputation at a phase change.
scenarios.push(...plannerScenarios);

// Session: a 2-hour route over every collection, planned in the browser.
scenarios.push(...sessionScenarios);
