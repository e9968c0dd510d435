/** Business constants and limits named once (spec §9). */

/** Version appended as `?version=` to every static asset (cache busting). */
export const ASSET_VERSION = '1.4.0';

/** Real milliseconds in a minute: every duration in minutes, hours or days is written with it. */
export const MINUTE_MS = 60_000;

export const BREAKPOINTS = { narrow: 634, wide: 1200 } as const;

export const BUBBLES = {
  /** Each second a new bubble appears with this probability. */
  chancePerSecond: 1 / 30,
  floatSeconds: 20,
} as const;

/** The element a prerendered page's first paint waits for (src/components/first-screen-end.tsx). */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

export const SEARCH_THROTTLE_MS = 200;
/**
 * How long after a change of a page's view (the search box's text, the region filters, the
 * planner's view, the session's plan, an achievement's "only missing") its address follows:
 * writing it is a router navigation that re-renders the shell, so quick changes make one. 600 ms
 * because typing is the quickest change and a phone's brisk keys come more than 250 ms apart (at
 * 4× CPU throttle 15 keys wrote the address 8 times at 200 ms, 2–5 times at 600, docs/search.md);
 * nothing the player sees waits for the address, only a reload or a share in the 0.6 s after the
 * last change misses that change.
 */
export const ADDRESS_DELAY_MS = 600;

export const BATCH = { maxSize: 40, windowMs: 50 } as const;

export const FISH_BLOCK = { sizePx: 70, borderPx: 3, columns: 7 } as const;

/** Region cards are compact rows sized by their content (issue 17: a polished phone layout). */
export const CARD_HEIGHT = { achievement: 200 } as const;

export const NOTIFICATION = {
  slideInMs: 1000,
  glowMs: 4000,
  defaultAutoDismissSeconds: 5,
  minutesAheadMax: 59,
  /** The time bar spans a whole day. */
  timeBarMinutes: 1440,
  /** A card ends this many times the phase's length (in Tyrian hours) in minutes after its start. */
  windowFactor: 5,
} as const;

export const PRIVACY_NOTICE_UPDATED = '2023-03-12';

/**
 * The player's fishing power (issue 42 item 5, `docs/session.md` "The player's fishing power"):
 * the input's range, and the highest hole minimum in the catalog (its help names it;
 * `src/features/fishing-power/catalog-power.test.ts` checks it against the assets).
 */
export const FISHING_POWER = { max: 2000, highestHole: 750 } as const;

/** GW2 API account data and key checks (issue 5). */
export const ACCOUNT_API = {
  /** A call that has not answered after this long fails with a timeout message. */
  timeoutMs: 15_000,
  /** Account progress is refreshed this often while the page is visible. */
  refreshMs: 5 * MINUTE_MS,
  /** Retries after a 429 (rate limit) before giving up until the next refresh. */
  rateLimitRetries: 3,
  /** First wait after a failure when the API gives no Retry-After; doubles each time. */
  backoffBaseMs: 1000,
  backoffMaxMs: MINUTE_MS,
  /** The `/v2/account/achievements` ids are asked for in chunks of this size. */
  idsPerRequest: 40,
} as const;
