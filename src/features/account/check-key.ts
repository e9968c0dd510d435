import { describeApiError, KEY_FORMAT_MESSAGE, keyFormat } from '@/lib/api-keys';
import { fetchTokenInfo } from '@/lib/gw2-api';

/** The outcome of testing a key: its own name, or why it cannot be used. */
export type KeyCheck = { ok: true; apiName: string } | { ok: false; reason: string };

export const MISSING_PROGRESSION =
  'The key does not grant the "progression" permission: create a key with Progression ticked.';

/**
 * Tests a key against `GET /v2/tokeninfo` (spec §5): valid only when its permissions include
 * `progression`; any error counts as invalid. A key in neither known format is refused before
 * any request.
 */
export async function checkKey(rawKey: string): Promise<KeyCheck> {
  const key = rawKey.trim();
  if (!keyFormat(key)) return { ok: false, reason: KEY_FORMAT_MESSAGE };
  try {
    const info = await fetchTokenInfo(key);
    if (!info.permissions.includes('progression'))
      return { ok: false, reason: MISSING_PROGRESSION };
    return { ok: true, apiName: info.name };
  } catch (error) {
    return { ok: false, reason: describeApiError(error, key) };
  }
}
