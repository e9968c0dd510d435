import { http, HttpResponse } from 'msw';
import { assetRequestUrl } from '@/testing/asset-handlers';
import { server } from '@/testing/msw-server';
import { AssetLoadError } from './asset-error';
import { assetPaths } from '@/config/asset-paths';
import { globalConfigSchema, regionSchema } from '@/lib/catalog/asset-schemas';
import { assetUrl, fetchAsset, fetchAssetJson } from './fetch-asset';

const regionPath = assetPaths.region('Krytan');
const answer = (response: () => Response) =>
  server.use(http.get(assetRequestUrl(regionPath), response));

async function failure(path: string) {
  const error = await fetchAsset(path, regionSchema).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AssetLoadError);
  return error as AssetLoadError;
}

describe('fetchAsset', () => {
  it('requests the asset with the version query and parses it', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.url));
    const region = await fetchAsset(regionPath, regionSchema);
    expect(region.name).toBe('Kryta');
    expect(region.fish).toHaveLength(21);
    expect(seen).toEqual([`${window.location.origin}/${regionPath}?version=1.4.0`]);
    server.events.removeAllListeners();
  });

  it('drops commented-out regions (entries containing //) from the global configuration', async () => {
    server.use(
      http.get(assetRequestUrl(assetPaths.globalConfig), () =>
        HttpResponse.json({
          Regions: ['Krytan', '// Orrian', 'Desert'],
          GW2: { version: 'latest', baseUrl: 'https://api.guildwars2.com' },
          OtherAchievements: [],
        }),
      ),
    );
    const config = await fetchAsset(assetPaths.globalConfig, globalConfigSchema);
    expect(config.Regions).toEqual(['Krytan', 'Desert']);
  });

  it('names a missing asset', async () => {
    const error = await failure(assetPaths.region('Atlantis'));
    expect(error.reason).toBe('missing');
    expect(error.message).toBe(
      'Could not load the catalog file assets/Regions/Atlantis/Atlantis.Region.json: it does not exist (404).',
    );
  });

  it('treats the single-page fallback (HTML instead of JSON) as missing', async () => {
    answer(() => HttpResponse.html('<!doctype html><title>app</title>'));
    expect((await failure(regionPath)).message).toContain('the server sent a page, not JSON');
  });

  it('reports invalid JSON as malformed', async () => {
    answer(
      () => new HttpResponse('{"name": ', { headers: { 'Content-Type': 'application/json' } }),
    );
    const error = await failure(regionPath);
    expect([error.reason, error.permanent]).toEqual(['malformed', true]);
    expect(error.message).toContain('Krytan.Region.json: it is not valid JSON.');
  });

  it('reports content that does not fit the schema, with where it fails', async () => {
    answer(() => HttpResponse.json({ name: 'Kryta', fish: 'many' }));
    const error = await failure(regionPath);
    expect(error.reason).toBe('malformed');
    expect(error.message).toMatch(/Krytan\.Region\.json: unexpected content at \w+/);
  });

  it('reports a network failure as unreachable, which may be retried', async () => {
    answer(() => HttpResponse.error());
    const error = await failure(regionPath);
    expect([error.reason, error.permanent]).toEqual(['unreachable', false]);
  });

  it('takes a schema that is still loading and parses with it once loaded', async () => {
    const region = await fetchAsset(regionPath, Promise.resolve(regionSchema));
    expect(region.fish).toHaveLength(21);
  });

  it('reports a schema that could not be loaded as unreachable, which may be retried', async () => {
    const error = await fetchAsset(regionPath, Promise.reject(new Error('chunk failed'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AssetLoadError);
    expect([(error as AssetLoadError).reason, (error as AssetLoadError).permanent]).toEqual([
      'unreachable',
      false,
    ]);
    expect((error as AssetLoadError).message).toContain("the app's code that reads it");
  });

  it('reports the failed request, not the schema, when both fail', async () => {
    answer(() => HttpResponse.error());
    const error = await fetchAsset(regionPath, Promise.reject(new Error('chunk failed'))).catch(
      (e: unknown) => e,
    );
    expect((error as AssetLoadError).message).toContain('the network request failed');
  });

  it('reads the JSON as the server sent it, with no schema, at the same address', async () => {
    answer(() => HttpResponse.json({ name: 'Kryta', extra: true }));
    expect(await fetchAssetJson(regionPath)).toEqual({ name: 'Kryta', extra: true });
  });

  it('fails as fetchAsset does when only the JSON is asked', async () => {
    answer(() => HttpResponse.html('<!doctype html><title>app</title>'));
    const error = await fetchAssetJson(regionPath).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssetLoadError);
    expect((error as AssetLoadError).reason).toBe('missing');
  });

  it('builds absolute, versioned URLs', () => {
    expect(assetUrl('assets/GlobalConfig.json')).toBe(
      `${window.location.origin}/assets/GlobalConfig.json?version=1.4.0`,
    );
  });
});
