import type { QueryClient } from '@tanstack/react-query';
import { LIVE_CATALOG } from '@/config/live-catalog';
import { catalogAchievementIds, otherAchievementIndex } from '@/lib/catalog/catalog-index';
import {
  fetchFishingCategory,
  fetchGameAchievements,
  fetchGameItems,
  itemIdsOfBits,
} from '@/lib/gw2-api/fishing-catalog';
import { failureKindOf, wasCalledOff } from '@/lib/gw2-api/failure-kind';
import { diffCatalog } from '@/lib/live-catalog/diff';
import { liveAdditions } from '@/lib/live-catalog/additions';
import {
  isCheckDue,
  readCheckRecord,
  writeCheckRecord,
  type CheckRecord,
  type GameAnswer,
} from '@/lib/live-catalog/check-record';
import { applyAdditions } from './apply-additions';
import { loadBundle } from './load-bundle';
import { liveCatalogStore } from './live-catalog-store';

/**
 * Asks the game: the fishing category, its and the catalog's achievements, their items, in the
 * catalog's own language (`LIVE_CATALOG.lang`: its hint texts are read in English).
 */
async function askTheGame(signal?: AbortSignal): Promise<GameAnswer> {
  const { lang } = LIVE_CATALOG;
  const category = await fetchFishingCategory(lang, signal);
  const ids = [...new Set([...category.entries, ...catalogAchievementIds])];
  const achievements = await fetchGameAchievements(ids, lang, signal);
  const items = await fetchGameItems(itemIdsOfBits(achievements.entries), lang, signal);
  return {
    categoryIds: category.entries,
    achievements: achievements.entries,
    items: items.entries,
    rejected: [...category.rejected, ...achievements.rejected, ...items.rejected],
  };
}

/** When the check runs, whether it may ask the game, and what calls it off (the page is left). */
export interface LiveCheckOptions {
  now: number;
  mayAsk: boolean;
  signal?: AbortSignal;
}

/**
 * The live check (issue 29): reuses the last answer while it is fresh, asks the game when it is
 * due (and the browser is online), then merges what the game has that the bundle lacks into the
 * catalog. Never throws and shows no error: a failure is only recorded by its kind, for the data
 * page (the error itself goes to the console). A check called off records nothing.
 */
export function runLiveCheck(client: QueryClient, options: LiveCheckOptions): Promise<void> {
  if (running && !running.signal?.aborted) return running.done;
  const done = check(client, options).finally(() => {
    if (running?.done === done) running = undefined;
  });
  running = { done, signal: options.signal };
  return done;
}

let running: { done: Promise<void>; signal: AbortSignal | undefined } | undefined;
/** The bundle as loaded before any addition was merged into the cache (compared every time). */
let pristine: ReturnType<typeof loadBundle> | undefined;

async function check(client: QueryClient, options: LiveCheckOptions) {
  let record: CheckRecord = readCheckRecord(options.now);
  const publish = () =>
    liveCatalogStore.setState({
      checkedAt: record.checkedAt,
      failedAt: record.failedAt,
      failure: record.failure,
      rejected: record.game?.rejected ?? [],
    });
  publish();
  if (options.mayAsk && isCheckDue(record, options.now)) {
    try {
      const game = await askTheGame(options.signal);
      record = { ...record, checkedAt: options.now, failedAt: null, failure: null, game };
    } catch (error) {
      // Called off or torn down (the page was left): the game said nothing, so nothing is recorded.
      if (await wasCalledOff(error, options.signal)) return;
      console.error('The live check of the game’s catalog failed:', error);
      record = { ...record, failedAt: options.now, failure: failureKindOf(error) };
    }
    writeCheckRecord(record);
    publish();
  }
  // Without an answer there is nothing to compare: the bundle's files are not even loaded.
  if (!record.game) return;
  try {
    pristine ??= loadBundle(client).catch((error: unknown) => {
      pristine = undefined;
      throw error;
    });
    const bundle = await pristine;
    const diff = diffCatalog(record.game, bundle);
    const taken = new Set(otherAchievementIndex.map((entry) => entry.key.toLowerCase()));
    const additions = liveAdditions(diff, record.game, bundle, taken);
    applyAdditions(client, additions);
    const itemNames = Object.fromEntries([
      ...bundle.itemNames,
      ...record.game.items.map((item) => [item.id, item.name] as const),
    ]);
    liveCatalogStore.setState({
      differences: { diff, itemNames },
      newCollections: additions.newEntries,
    });
  } catch (error) {
    // The bundle itself failed to load (offline without a cached copy): the pages say so themselves.
    console.error('The bundled catalog could not be loaded for the live check:', error);
    liveCatalogStore.setState({ failure: failureKindOf(error) });
  }
}

/** Whether the browser says it is online (then the game may be asked). */
export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;
