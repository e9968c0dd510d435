import type { QueryClient } from '@tanstack/react-query';
import { catalogAchievementIds, otherAchievementIndex } from '@/data/catalog-index';
import {
  fetchFishingCategory,
  fetchGameAchievements,
  fetchGameItems,
  itemIdsOfBits,
} from '@/lib/gw2-api/fishing-catalog';
import { describeCatalogDiff, diffCatalog, liveAdditions } from '@/lib/live-catalog';
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

/** Asks the game: the fishing category, its and the catalog's achievements, their items. */
async function askTheGame(): Promise<GameAnswer> {
  const categoryIds = await fetchFishingCategory();
  const ids = [...new Set([...categoryIds, ...catalogAchievementIds])];
  const achievements = await fetchGameAchievements(ids);
  const items = await fetchGameItems(itemIdsOfBits(achievements));
  return { categoryIds, achievements, items };
}

const describe = (error: unknown) =>
  error instanceof Error ? error.message : 'The check failed for an unknown reason.';

/**
 * The live check (issue 29): reuses the last answer while it is fresh, asks the game when it is
 * due (and the browser is online), then merges what the game has that the bundle lacks into the
 * catalog. Never throws and shows no error: a failure is only recorded, for the data page.
 */
export function runLiveCheck(
  client: QueryClient,
  options: { now: number; mayAsk: boolean },
): Promise<void> {
  running ??= check(client, options).finally(() => {
    running = undefined;
  });
  return running;
}

let running: Promise<void> | undefined;
/** The bundle as loaded before any addition was merged into the cache (compared every time). */
let pristine: ReturnType<typeof loadBundle> | undefined;

async function check(client: QueryClient, options: { now: number; mayAsk: boolean }) {
  let record: CheckRecord = readCheckRecord();
  const publish = () =>
    liveCatalogStore.setState({
      checkedAt: record.checkedAt,
      failedAt: record.failedAt,
      failure: record.failure,
    });
  publish();
  if (options.mayAsk && isCheckDue(record, options.now)) {
    try {
      const game = await askTheGame();
      record = { ...record, checkedAt: options.now, failedAt: null, failure: null, game };
    } catch (error) {
      record = { ...record, failedAt: options.now, failure: describe(error) };
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
    const names = new Map(record.game.items.map((item) => [item.id, item.name]));
    liveCatalogStore.setState({
      differences: describeCatalogDiff(
        diff,
        (id) => names.get(id) ?? bundle.itemNames.get(id) ?? 'Unknown item',
      ),
      newCollections: additions.newEntries,
    });
  } catch (error) {
    // The bundle itself failed to load (offline without a cached copy): the pages say so themselves.
    liveCatalogStore.setState({ failure: describe(error) });
  }
}

/** Whether the browser says it is online (then the game may be asked). */
export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;
