import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { assetPaths } from '@/config/asset-paths';
import { assetRequestUrl } from '@/testing/asset-handlers';
import { server } from '@/testing/msw-server';
import { assetQuery, assets, type CatalogAsset } from './asset-queries';
import { fetchAsset } from './fetch-asset';
import { seedPageAssets } from './page-assets';

const krytanAssets: CatalogAsset[] = [
  assets.region('Krytan'),
  assets.itemExtensions('Krytan'),
  assets.fishingAchievementsCache(),
];
const keysOf = (list: CatalogAsset[]) => list.map((asset) => assetQuery(asset).queryKey);

/** Records the URLs of every request MSW sees while `run` runs. */
async function requestsDuring(run: () => Promise<unknown>) {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => seen.push(request.url);
  server.events.on('request:start', listener);
  await run();
  server.events.removeListener('request:start', listener);
  return seen;
}

describe('seedPageAssets', () => {
  afterEach(() => server.resetHandlers());

  it('fills the cache with each file as the asset query reads it, one request a file', async () => {
    const client = new QueryClient();
    const seen = await requestsDuring(async () => {
      expect(await seedPageAssets(client, keysOf(krytanAssets))).toBe(true);
    });
    expect(seen).toHaveLength(3);
    for (const asset of krytanAssets) {
      const parsed = await fetchAsset(asset.path, asset.schema());
      expect(client.getQueryData(assetQuery(asset).queryKey)).toEqual(parsed);
    }
  });

  it('leaves the seeded assets fresh: the page asks for none of them again', async () => {
    const client = new QueryClient();
    await seedPageAssets(client, keysOf(krytanAssets));
    const seen = await requestsDuring(() =>
      Promise.all(krytanAssets.map((asset) => client.ensureQueryData(assetQuery(asset)))),
    );
    expect(seen).toEqual([]);
    const query = client.getQueryCache().find({ queryKey: assetQuery(krytanAssets[0]!).queryKey });
    expect(query?.isStale()).toBe(false);
  });

  it('resolves false when a file cannot be loaded, keeping the ones that did', async () => {
    server.use(
      http.get(assetRequestUrl(assetPaths.itemExtensions('Krytan')), () =>
        HttpResponse.json({ error: 'gone' }, { status: 404 }),
      ),
    );
    const client = new QueryClient();
    expect(await seedPageAssets(client, keysOf(krytanAssets))).toBe(false);
    expect(client.getQueryData(assetQuery(assets.region('Krytan')).queryKey)).toBeDefined();
    expect(client.getQueryData(assetQuery(assets.itemExtensions('Krytan')).queryKey)).toBe(
      undefined,
    );
  });

  it('resolves false for a key that names no asset of this version', async () => {
    const client = new QueryClient();
    expect(await seedPageAssets(client, [['asset', '0.9.0', 'region', 'Krytan']])).toBe(false);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('resolves true for a page without assets', async () => {
    expect(await seedPageAssets(new QueryClient(), [])).toBe(true);
  });
});
