// Planner benchmark (issue 15): recomputing the plan for the whole catalog at a phase change, on a
// 4× CPU-throttled page with a controlled clock, and what else re-renders when it happens.
import { PLANNER_MEASURE } from '../../src/features/planner/planner-measure.ts';
import { appReady, median, shiftableClock, throttledPage, type Scenario } from './browser.ts';

declare global {
  interface Window {
    __outside?: string[];
  }
}

const at = (utc: string) => new Date(`2026-11-22T${utc}Z`);
/** Phase changes of either clock: Cantha dusk 01:35, Tyria dusk and Cantha night 01:40, Tyria night 01:45. */
const CHANGES = ['01:35:00', '01:40:00', '01:45:00'];

export const plannerScenarios: Scenario[] = [
  {
    name: 'planner: recompute the plan for the whole catalog at a phase change',
    run: async (browser, baseUrl) => {
      const { context, page } = await throttledPage(browser);
      // The page's clock jumps to just before each phase change.
      const { shiftTo } = await shiftableClock(page);
      await page.goto(`${baseUrl}/launch/planner`);
      await appReady(page);
      await shiftTo(at('01:20:00'));
      await page
        .getByRole('heading', { name: /^Catchable now \(\d+\)$/ })
        .waitFor({ timeout: 60_000 });
      await page.waitForTimeout(4000); // icon retries settle (offline)
      // DOM changes at a phase change outside the planner's panel and the shell's ticking clock.
      await page.evaluate(() => {
        window.__outside = [];
        const panel = document.getElementById('planner-now')?.closest('[role="tabpanel"]');
        new MutationObserver((records) => {
          for (const { target } of records) {
            const node = target instanceof Element ? target : target.parentElement;
            if (!node || panel?.contains(node)) continue;
            // The shell's clock ticks every second, phase change or not.
            if (node.closest('header, [aria-label="In-game time"], [data-testid="bubbles"]')) {
              continue;
            }
            window.__outside?.push(node.tagName);
          }
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      });
      const count = () =>
        page.evaluate((name) => performance.getEntriesByName(name).length, PLANNER_MEASURE);
      const durations: number[] = [];
      for (const change of CHANGES) {
        const before = await count();
        await shiftTo(new Date(at(change).getTime() - 1500));
        await page.waitForTimeout(3000);
        const entries = await page.evaluate(
          (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
          PLANNER_MEASURE,
        );
        if (entries.length <= before) throw new Error(`No plan was computed at ${change}.`);
        durations.push(...entries.slice(before));
      }
      const outside = await page.evaluate(() => window.__outside?.length ?? -1);
      if (process.env.BENCH_DEBUG) {
        console.log(await page.evaluate(() => [...new Set(window.__outside)].join(' ')));
      }
      await context.close();
      return {
        planComputeMedianMs: median(durations),
        planComputeMaxMs: Math.max(...durations),
        recomputesPerChange: durations.length / CHANGES.length,
        domChangesOutsidePlanner: outside,
      };
    },
  },
];
