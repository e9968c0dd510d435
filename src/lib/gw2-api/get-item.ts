import { fetchGw2Api } from '@gw2api/fetch';
import { queryOptions } from '@tanstack/react-query';
import { createBatchLoader } from './batch-loader';
import { joinIds, noneWhenAllMissing } from './bulk';
import { callGw2Api } from './client';

/** `/v2/items?ids=…`, one request per batch. */
export const fetchItems = (ids: readonly number[]) =>
  noneWhenAllMissing(
    callGw2Api((options) => fetchGw2Api(`/v2/items?ids=${joinIds(ids)}` as const, options)),
  );

/** Creates an items loader (batched, cached by id). The app shares {@link itemsLoader}. */
export const createItemsLoader = () => createBatchLoader(fetchItems);
export const itemsLoader = createItemsLoader();

/** One item from the API (for its icon); `null` when the API does not know the id. */
export const itemQuery = (id: number, loader = itemsLoader) =>
  queryOptions({
    queryKey: ['gw2', 'item', id] as const,
    queryFn: async () => (await loader.load(id)) ?? null,
    staleTime: Infinity,
  });
