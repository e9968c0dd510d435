import { apiBase } from '@/config/api-base';
import { Gw2ApiRequestError } from './errors';
import { GW2_SCHEMA_VERSION } from './schema-version';

/** Options every call passes to `fetchGw2Api` (schema version `v`, our API base). */
export interface Gw2CallOptions {
  schema: typeof GW2_SCHEMA_VERSION;
  onRequest: (request: Request) => Request;
  signal?: AbortSignal;
}

/** `@gw2api/fetch` always targets api.guildwars2.com; this points it at `base` (VITE_GW2_API_BASE). */
function rebase(request: Request, base: URL): Request {
  const url = new URL(request.url);
  if (url.origin === base.origin && base.pathname === '/') return request;
  const target = new URL(base.pathname.replace(/\/$/, '') + url.pathname + url.search, base);
  return new Request(target, request);
}

/**
 * Runs one typed `fetchGw2Api` call with the project's options and turns every failure into a
 * {@link Gw2ApiRequestError} (token redacted). Usage:
 * `callGw2Api((options) => fetchGw2Api('/v2/tokeninfo', { ...options, accessToken }), accessToken)`.
 */
export async function callGw2Api<T>(
  call: (options: Gw2CallOptions) => Promise<T>,
  accessToken?: string,
  signal?: AbortSignal,
): Promise<T> {
  try {
    const base = apiBase();
    const onRequest = (request: Request) => rebase(request, base);
    return await call({ schema: GW2_SCHEMA_VERSION, onRequest, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const failure = Gw2ApiRequestError.from(error, accessToken);
    // For those who debug: the request and its status (token redacted); players read a sentence.
    console.warn(failure.message);
    throw failure;
  }
}
