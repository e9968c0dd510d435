// Session benchmark (issue 42): planning a 2-hour session over every collection in the browser,
// on a 4× CPU-throttled page. The plan follows the minute, so shifting the page's clock a minute
// at a time re-plans it; each plan is a performance measure (`SESSION_MEASURE`).
import { SESSION_MEASURE } from '../../src/features/session/session-measure.ts';
import { appReady, median, shiftableClock, throttledPage, type Scenario } from './browser.ts';
import { SESSION_SCENARIO } from './targets.ts';

/** Re-plans measured once the whole catalog is in: one a minute. */
const REPLANS = 6;
const MINUTE = 60_000;

export const sessionScenarios: Scenario[] = [
  {
    name: SESSION_SCENARIO,
    run: async (browser, baseUrl) => {
      const { context, page } = await throttledPage(browser);
      // The page's clock moves a minute on at a time.
      const { shiftBy } = await shiftableClock(page);
      const entries = () =>
        page.evaluate(
          (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
          SESSION_MEASURE,
        );
      await page.goto(`${baseUrl}/launch/session?minutes=120`, { waitUntil: 'networkidle' });
      await appReady(page);
      await page.waitForFunction(
        (name) => performance.getEntriesByName(name).length > 0,
        SESSION_MEASURE,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(4000); // icon retries settle (offline)
      const routeRows = await page.locator('main ol[aria-label="Stops"] > li').count();
      // Plans made while the catalog's files arrived are not the whole catalog's.
      const settled = (await entries()).length;
      for (let replan = 0; replan < REPLANS; replan++) {
        const before = (await entries()).length;
        await shiftBy(MINUTE);
        await page.waitForFunction(
          ([name, count]) =>
            performance.getEntriesByName(name as string).length > (count as number),
          [SESSION_MEASURE, before] as const,
          { timeout: 30_000 },
        );
      }
      const durations = (await entries()).slice(settled);
      if (process.env.BENCH_DEBUG) console.log(durations.map((ms) => ms.toFixed(1)).join(' '));
      await context.close();
      if (routeRows === 0) throw new Error('The session page showed no stop.');
      return {
        sessionPlanMedianMs: median(durations),
        sessionPlanMaxMs: Math.max(...durations),
        plans: durations.length,
        routeRows,
      };
    },
  },
];
