import { test as base, expect, type Page, type Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  accountFixture,
  achievementFixture,
  itemFixture,
  TEST_API_KEY,
  tokenInfoFixture,
} from '../src/testing/gw2-fixtures';
import { otherAchievementIndex, regionIndex } from '../src/lib/catalog/catalog-index';

export const GW2_API = 'https://api.guildwars2.com';

type ApiHandler = (route: Route, url: URL) => Promise<void> | void;

const ids = (url: URL) =>
  (url.searchParams.get('ids') ?? '').split(',').filter(Boolean).map(Number);

/** Default GW2 API answers, shaped like the real API; tests override them with `gw2Api.set`. */
function defaultApiHandlers(): Map<string, ApiHandler> {
  return new Map<string, ApiHandler>([
    ['/v2/tokeninfo', (route) => route.fulfill({ json: tokenInfoFixture() })],
    [
      '/v2/items',
      (route, url) => route.fulfill({ json: ids(url).map((id) => itemFixture({ id })) }),
    ],
    [
      '/v2/achievements',
      (route, url) => route.fulfill({ json: ids(url).map((id) => achievementFixture({ id })) }),
    ],
    ['/v2/account/achievements', (route) => route.fulfill({ json: [] })],
    ['/v2/account', (route) => route.fulfill({ json: accountFixture() })],
  ]);
}

/** Every achievement whose account progress the app shows: the regions' and the other ones. */
const catalogAchievementIds = new Set([
  ...regionIndex.flatMap((region) => region.achievementIds),
  ...otherAchievementIndex.map((achievement) => achievement.id),
]);

/**
 * Requests that can never answer: `/v2/achievements/daily` (removed from the API in 2024), and
 * dailies on the account — the API does not report daily achievements in
 * `/v2/account/achievements` (the daily's ids are not public: every id asked must be the catalog's)
 * nor in the daily category 321, which only served that lookup.
 */
function askedForNoData(url: URL, gameCollections: ReadonlySet<number>) {
  if (url.pathname === '/v2/achievements/daily') return true;
  if (url.pathname === '/v2/achievements/categories/321') return true;
  return (
    url.pathname === '/v2/account/achievements' &&
    !ids(url).every((id) => catalogAchievementIds.has(id) || gameCollections.has(id))
  );
}

/**
 * Every test runs offline: the app's own server answers, the GW2 API is served from fixtures and
 * any other request is aborted and fails the test.
 */
export interface Gw2ApiMock {
  /** Answers requests to `path` (e.g. "/v2/tokeninfo") with `handler`. */
  set: (path: string, handler: ApiHandler) => void;
  /** Every GW2 API URL requested so far. */
  requests: URL[];
  /** Collections the stubbed game lists beyond the catalog: their account progress may be asked. */
  gameCollections: Set<number>;
}

/**
 * Every address but the app's own server's. Its requests (a page's ~100 files) are not routed at
 * all: each routed request waits for a round trip to the test's process.
 */
const NOT_THE_APP = /^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/;

export const test = base.extend<{ gw2Api: Gw2ApiMock }>({
  // Pages are prerendered: they show before the app hydrates, but respond only after. Loading a
  // page (in any tab of the test) waits until the app is ready, as a player's first click does.
  context: async ({ context }, provide) => {
    context.on('page', waitForAppOnLoad);
    await provide(context);
  },
  gw2Api: [
    async ({ context }, use) => {
      const handlers = defaultApiHandlers();
      const requests: URL[] = [];
      const gameCollections = new Set<number>();
      const unexpected: string[] = [];
      await context.route(NOT_THE_APP, async (route) => {
        const url = new URL(route.request().url());
        if (url.origin === GW2_API) {
          requests.push(url);
          if (askedForNoData(url, gameCollections)) unexpected.push(url.href);
          const handler = handlers.get(url.pathname);
          if (handler) return handler(route, url);
          return route.fulfill({ status: 404, json: { text: 'no such endpoint' } });
        }
        // Item icons: answered offline with a 404, so the rarity placeholder shows.
        if (url.hostname === 'render.guildwars2.com') return route.fulfill({ status: 404 });
        unexpected.push(url.href);
        return route.abort('blockedbyclient');
      });
      await use({
        set: (path, handler) => handlers.set(path, handler),
        requests,
        gameCollections,
      });
      expect(unexpected, 'requests outside the app and the GW2 API').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Makes `page.goto` and `page.reload` return once the app has hydrated (`<html data-app-ready>`). */
export function waitForAppOnLoad(page: Page) {
  const ready = () => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/**
 * Waits until the page's post-start work has started (`<html data-app-idle>`: live and idle,
 * docs/start-up.md "What loads when"). A test that pauses Playwright's clock waits for it first:
 * the browser's idle callbacks run on that clock, so paused, they would run at the test's next
 * step instead of at the start.
 */
export const postStartBegun = (page: Page) =>
  page.locator('html[data-app-idle]').waitFor({ state: 'attached' });

/** What the page has written to its console so far, as one text (read it with `expect.poll`). */
export function consoleText(page: Page): () => string {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return () => lines.join('\n');
}

/** Runs axe and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Opens `path` the way a link inside the app does (a client-side navigation from another page),
 * so the page loads its code and catalog assets itself: a page loaded directly is prerendered
 * with its data, and requests nothing.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/help');
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** In-app navigation, so the keys held in memory stay (the header shows again at the top). */
export async function navigate(page: Page, name: 'Launch' | 'Settings') {
  // Retried: a page may still be settling (e.g. writing its filters into the address).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(name === 'Launch' ? /\/launch/ : /\/settings/, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Stores data (slice name → state) as a previous visit with persistence on would have, before the
 * app starts (once per tab, not on reloads).
 */
export async function seedStorage(page: Page, entries: Record<string, unknown>) {
  await page.addInitScript(
    ({ prefix, entries }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const all = { 'user-data': { persist: true }, ...entries };
      for (const [name, state] of Object.entries(all)) {
        localStorage.setItem(`${prefix}${name}`, JSON.stringify({ state, version: 1 }));
      }
    },
    { prefix: 'tyria-fishing-companion:', entries },
  );
}

/** The four languages' names and their pages' address prefixes. */
export const PAGE_LANGUAGES = [
  ['English', ''],
  ['German', '/de'],
  ['French', '/fr'],
  ['Spanish', '/es'],
] as const;

/**
 * Records the layout shifts of each page this tab loads from its first paint on, those without
 * recent input (as CLS counts them); call before `goto`, read with `layoutShiftSum`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts `recordLayoutShifts` has seen so far (CLS without session windows). */
export const layoutShiftSum = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );

/** The state the app stored under a slice's name (as `seedStorage` writes it); undefined if none. */
export function storedState<State>(page: Page, name: string): Promise<State | undefined> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { state: State }).state : undefined;
  }, `tyria-fishing-companion:${name}`);
}

/** A previous visit with persistence on left the key "Main" selected. */
export async function seedSelectedKey(page: Page) {
  await seedStorage(page, {
    'api-keys': {
      keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
      selectedKey: 'Main',
    },
  });
}

/**
 * Makes each page loaded in this tab a first visit: storage is emptied before the page's code
 * runs. For a test that opens several pages in one tab (cheaper than a test per page) where each
 * must start as the separate tests did, with nothing stored by the page before.
 */
export async function emptyStorageOnEachLoad(page: Page) {
  await page.addInitScript(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Whether a console message reports a hydration problem (React's words or its minified error
 * codes). Addresses are left out first: a stack names script files, and the start's chunk that
 * hydrates is called `start-2-hydrate-….js`.
 */
export const isHydrationProblem = (text: string, more?: RegExp) => {
  const words = text.replace(/https?:\/\/\S+/g, '');
  return /hydrat|#418|#423|#425/i.test(words) || (more?.test(words) ?? false);
};
