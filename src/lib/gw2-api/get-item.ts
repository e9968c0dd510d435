import { fetchGw2Api } from '@gw2api/fetch';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createBatchLoader } from './batch-loader';
import { joinIds, noneWhenAllMissing } from './bulk';
import { callGw2Api } from './client';
import { gameIconUrl } from './icon-url';

/** What the pages read of an item: its name and rarity, its icon only from the game's render host. */
interface ApiItem {
  id: number;
  name: string;
  rarity: string;
  icon: string | undefined;
}

/** `/v2/items?ids=…`, one request per batch. */
const fetchItems = async (ids: readonly number[]): Promise<ApiItem[]> =>
  (
    await noneWhenAllMissing(
      callGw2Api((options) => fetchGw2Api(`/v2/items?ids=${joinIds(ids)}` as const, options)),
    )
  ).map(({ id, name, rarity, icon }) => ({ id, name, rarity, icon: gameIconUrl(icon) }));

/** Creates an items loader (batched, cached by id). The app shares one. */
export const createItemsLoader = () => createBatchLoader(fetchItems);
const itemsLoader = createItemsLoader();

/** One item from the API (for its icon); `null` when the API does not know the id. */
const getItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['gw2', 'item', id] as const,
    queryFn: async () => (await itemsLoader.load(id)) ?? null,
    staleTime: Infinity,
  });

/**
 * One item from the API, batched with the other items asked for within 50 ms; not asked while
 * `enabled` is false (an item the catalog bundles).
 */
export const useItem = (id: number, enabled = true) =>
  useQuery({ ...getItemQueryOptions(id), enabled });
