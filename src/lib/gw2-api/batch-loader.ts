import DataLoader from 'dataloader';
import { BATCH } from '@/config/constants';

/**
 * A loader that collects ids requested within {@link BATCH.windowMs}, asks for them in chunks of
 * at most {@link BATCH.maxSize} and caches each result by id. Ids the API does not return resolve
 * to `undefined` (not an error); a failed request rejects its ids and is not cached.
 */
export function createBatchLoader<T extends { id: number }>(
  fetchMany: (ids: readonly number[]) => Promise<readonly T[]>,
): DataLoader<number, T | undefined> {
  return new DataLoader<number, T | undefined>(
    async (ids) => {
      const byId = new Map((await fetchMany(ids)).map((entry) => [entry.id, entry]));
      return ids.map((id) => byId.get(id));
    },
    {
      maxBatchSize: BATCH.maxSize,
      batchScheduleFn: (dispatch) => setTimeout(dispatch, BATCH.windowMs),
    },
  );
}
