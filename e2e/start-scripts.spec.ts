import { expect, test } from './fixtures';

// Issue 56: until a page is live (`<html data-app-ready>`) a press is only remembered, and every
// script file it asks for first costs the phone's main thread (a preload link inserted, a
// response taken, a module compiled and run: docs/performance.md "Answering a press"). Each page
// has a budget of script files requested before it is live: what its first screen needs.

declare global {
  interface Window {
    /** `performance.now()` when the app went live. */
    __liveAt?: number;
  }
}

/**
 * Script files requested before the app went live, and the budget of each page, with why. Measured
 * 2026-12-07 (85–150 a page before issue 56; 30–100 with one chunk per start step and per page):
 * each module goes with the pages that load it, and groups merge while a file saved outweighs the
 * bytes added (scripts/vite/page-chunks.ts, page-groups.ts). They may only fall. Each count is the
 * two paint-time scripts, the entry with React and the preload helper, its two start steps (React
 * DOM; the app and the shell), the page's route module and chunk, and the chunks it shares with
 * other pages (the rest of each count); a budget is the count measured plus two (the planner and
 * the session, whose features grow, plus four).
 */
const BUDGETS: Record<string, { scripts: number; why: string }> = {
  '/help': { scripts: 16, why: 'the start and the shell; the help page is its route chunk' },
  '/': { scripts: 19, why: 'the start; the home page, its daily box and the regions index' },
  '/launch/regions': { scripts: 22, why: 'the start; the region cards, progress and pins' },
  '/region/Krytan': {
    scripts: 25,
    why: 'the start; the region page, its filters, fish grid and progress',
  },
  '/de/region/Krytan': { scripts: 27, why: "Krytan's, with the German words and catalog" },
  '/launch/planner': { scripts: 31, why: 'the start; the planner and its plan over every region' },
  '/launch/session': {
    scripts: 33,
    why: 'the start; the session form, the route planner and the catch log',
  },
  // Measured 22 (2026-12-07, issue 59).
  '/launch/metas': { scripts: 24, why: 'the start; the ladder, progress and the metas’ cost' },
};

for (const [address, budget] of Object.entries(BUDGETS)) {
  test(`${address} asks for at most ${budget.scripts} script files before it answers a press`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // The document has no root element yet when this runs: watch the whole document.
      const observer = new MutationObserver(() => {
        if (!document.documentElement?.hasAttribute('data-app-ready')) return;
        observer.disconnect();
        window.__liveAt = performance.now();
      });
      observer.observe(document, { subtree: true, attributeFilter: ['data-app-ready'] });
    });
    await page.goto(address);
    const scripts = await page.evaluate(() => {
      const liveAt = window.__liveAt ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < liveAt && /\.m?js(\?|$)/.test(entry.name))
        .map((entry) => new URL(entry.name).pathname);
    });
    // The page's own code is among them: a count of 0 would mean the measure is broken.
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.length, `${budget.why}:\n${scripts.join('\n')}`).toBeLessThanOrEqual(
      budget.scripts,
    );
  });
}
