import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeApiError, isKeyRefused } from '@/lib/api-keys/api-errors';
import { KEY_FORMAT_MESSAGE, keyFormat } from '@/lib/api-keys/key-format';
import { loadAccountApi } from './api/account-query';

/**
 * The outcome of testing a key: its own name, or why it cannot be used. `refused` says whether
 * the API refused the key itself (401 / 403, or no progression permission); any other failure
 * says nothing about the key, and `error` is kept to honour its Retry-After.
 */
export type KeyCheck =
  | { ok: true; apiName: string; permissions: readonly string[] }
  | { ok: false; reason: MessageDescriptor; refused: boolean; error?: unknown };

export const MISSING_PROGRESSION = msg`The key does not grant the "progression" permission: create a key with Progression ticked.`;

/**
 * Tests a key against `GET /v2/tokeninfo` (spec §5): valid only when its permissions include
 * `progression`. Only a 401 / 403 or a missing permission refuses the key; a key in neither known
 * format is refused before any request.
 */
export async function checkKey(rawKey: string): Promise<KeyCheck> {
  const key = rawKey.trim();
  if (!keyFormat(key)) return { ok: false, reason: KEY_FORMAT_MESSAGE, refused: true };
  try {
    const { fetchTokenInfo } = await loadAccountApi();
    const info = await fetchTokenInfo(key);
    if (!info.permissions.includes('progression'))
      return { ok: false, reason: MISSING_PROGRESSION, refused: true };
    return { ok: true, apiName: info.name, permissions: info.permissions };
  } catch (error) {
    return { ok: false, reason: describeApiError(error, key), refused: isKeyRefused(error), error };
  }
}
