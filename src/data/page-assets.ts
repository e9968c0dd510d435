import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { assetOfQueryKey } from './asset-queries';
import { fetchAssetJson } from './fetch-asset';

/**
 * Seeds `client` with the assets a prerendered page was rendered with, read from their files at
 * the addresses the app's asset queries ask (the page's head preloads them; offline the service
 * worker answers). The files are used as they are: the build checked that each reads as the data
 * the page was rendered with, so the schemas (and zod) stay out of the start-up. Resolves false
 * when one is not an asset of this version or cannot be loaded: the page then renders from
 * scratch, and its own query of that file shows the error (docs/start-up.md "The page's state").
 */
export async function seedPageAssets(
  client: QueryClient,
  keys: readonly QueryKey[],
): Promise<boolean> {
  // Their preloads, some perhaps still waiting to be inserted a few a task (start-page-code.ts).
  window.__insertPagePreloads?.();
  const loads = await Promise.allSettled(
    keys.map(async (queryKey) => {
      const asset = assetOfQueryKey(queryKey);
      if (!asset)
        throw new Error(`The page names an asset this app does not know: ${String(queryKey)}.`);
      client.setQueryData(queryKey, await fetchAssetJson(asset.path));
    }),
  );
  return loads.every((load) => load.status === 'fulfilled');
}
