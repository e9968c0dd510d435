// Benchmark scenarios. Each returns rows of named metrics; `npm run bench` takes the median of runs.
import { gzipSync } from 'node:zlib';
import { ASSET_VERSION } from '../../src/config/constants.ts';
import { assetPaths } from '../../src/data/asset-paths.ts';
import { regionIndex } from '../../src/data/catalog-index.ts';
import { SEARCH_MEASURE } from '../../src/features/search/search-measure.ts';
import { measureLoad, median, throttledPage, type Scenario } from './browser.ts';
import { plannerScenarios } from './planner-scenarios.ts';
import { regionScenarios } from './region-scenarios.ts';

/** Routes whose first load is measured. Later features add their own scenarios below. */
export const routes = [
  '/',
  '/launch/regions',
  '/launch/planner',
  '/launch/search',
  '/launch/achievements',
  '/region/Krytan',
  '/achievement/WorldClassFisher',
  '/settings/general',
  '/settings/notifications',
  '/help',
  '/help/guide/intro',
  '/help/faq',
  '/help/feedback',
];

export const scenarios: Scenario[] = routes.map((route) => ({
  name: `load ${route}`,
  run: async (browser, baseUrl) => ({ ...(await measureLoad(browser, baseUrl + route)) }),
}));

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
    const box = page.getByRole('searchbox');
    const status = page.getByRole('status');
    // The index is built once the catalog has loaded; the first search waits for it.
    await box.fill('x');
    await status.filter({ hasText: /\d+ results?/ }).waitFor();
    await box.fill('');
    await page.getByRole('region', { name: 'How to search' }).waitFor();
    await page.evaluate((name) => performance.clearMeasures(name), SEARCH_MEASURE);
    let results = 0;
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
      results = Number((await status.textContent())?.split(' ')[0] ?? 0);
    }
    const durations = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
      SEARCH_MEASURE,
    );
    await context.close();
    return {
      searchComputeMedianMs: median(durations),
      searchComputeMaxMs: Math.max(...durations),
      keystrokes: durations.length,
      lastResults: results,
    };
  },
});

// Region page: first render, a filter click to the next paint, memory after every region.
scenarios.push(...regionScenarios);

// Planner: the plan's recomputation at a phase change.
scenarios.push(...plannerScenarios);
