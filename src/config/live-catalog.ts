// A file of its own: only the lazily loaded live check reads it (kept out of every page's bundle).
import { MINUTE_MS } from './constants';
import { SOURCE_LOCALE } from './locales';

/** The live check of the game's fishing catalog (docs/live-catalog.md). */
export const LIVE_CATALOG = {
  /** The API's fishing achievement category. */
  categoryId: 317,
  /** A successful check is reused this long before the game is asked again. */
  refreshMs: 6 * 60 * MINUTE_MS,
  /** After a failed check, the next try waits this long. */
  retryAfterFailureMs: 60 * MINUTE_MS,
  /**
   * How far ahead of the clock a stored time may be before the record is not believed (the
   * clock was set ahead, then corrected); a nudge by the system's time sync stays within it.
   */
  clockToleranceMs: 5 * MINUTE_MS,
  /** Each request fails after this long without an answer. */
  timeoutMs: 15_000,
  /** Ids per `/v2/achievements` and `/v2/items` request (the API's own maximum is 200). */
  idsPerRequest: 200,
  /** The language of the game's words (names, hint texts): the catalog's own. */
  lang: SOURCE_LOCALE,
} as const;

/**
 * Where the game's last answer is kept. Public data (no key is ever in it), so it is stored like
 * a cache whatever the persistence switch says, under its own prefix: turning persistence off or
 * exporting the player's data leaves it alone (docs/live-catalog.md "The cache").
 */
export const LIVE_CHECK_STORAGE_KEY = 'tyria-fishing-companion-cache:live-catalog';

/**
 * Where the game's words in another language are kept (issue 30 item 3): public data like the
 * live check's answer, one key per language, asked as often (docs/game-words.md "One
 * record per language, three sources").
 */
export const gameWordsStorageKey = (locale: string) =>
  `tyria-fishing-companion-cache:game-words-${locale}`;
