import type { z } from 'zod/mini';
import { ASSET_VERSION } from '@/config/constants';
import { AssetLoadError } from './asset-error';

/** The origin assets are read from while prerendering (scripts/lib/prerender.ts serves it). */
export const PRERENDER_ORIGIN = 'http://prerender.local';

/**
 * The URL of an asset under public/, with the `?version=` cache buster (spec §7). Resolved against
 * the page so it also works where fetch needs absolute URLs (tests under jsdom, prerendering).
 */
export function assetUrl(path: string): string {
  const page = typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.href;
  const url = new URL(`${import.meta.env.BASE_URL}${path}`, page);
  url.searchParams.set('version', ASSET_VERSION);
  return url.href;
}

/**
 * Fetches an asset's JSON as the server sends it; every failure of the file is an
 * {@link AssetLoadError}. A prerendered page seeds its query cache with it unparsed (the build
 * checked that each file it names reads as the data it was rendered with: docs/start-up.md
 * "The page's state").
 */
export async function fetchAssetJson(path: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(assetUrl(path), { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AssetLoadError(path, 'unreachable', 'the network request failed. Are you offline?');
  }
  if (response.status === 404)
    throw new AssetLoadError(path, 'missing', 'it does not exist (404).');
  if (!response.ok) {
    const reason = response.status >= 500 ? 'unreachable' : 'missing';
    throw new AssetLoadError(path, reason, `the server answered ${response.status}.`);
  }
  // A static server's single-page fallback answers unknown paths with the HTML page.
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    throw new AssetLoadError(
      path,
      'missing',
      'it does not exist (the server sent a page, not JSON).',
    );
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new AssetLoadError(path, 'malformed', 'it is not valid JSON.');
  }
}

/**
 * Fetches an asset and parses it with `schema` (or the schema it resolves to, awaited once the
 * JSON is read); every failure of the asset is an {@link AssetLoadError}.
 */
export async function fetchAsset<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema | Promise<Schema>,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const schemaReady = Promise.resolve(schema);
  // Awaited after the fetch; if the fetch fails first, its rejection must not go unhandled.
  schemaReady.catch(() => undefined);
  const json = await fetchAssetJson(path, signal);
  let parser: Schema;
  try {
    parser = await schemaReady;
  } catch {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the console's detail (AssetErrorText words it)
    const detail = "the app's code that reads it could not be loaded. Are you offline?";
    throw new AssetLoadError(path, 'unreachable', detail);
  }
  const parsed = parser.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new AssetLoadError(path, 'malformed', `unexpected content${where} (${issue?.message}).`);
  }
  return parsed.data;
}
