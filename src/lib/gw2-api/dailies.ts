import { fetchGw2Api } from '@gw2api/fetch';
import { ACCOUNT_API, DAILY_CATEGORY_ID } from '@/config/constants';
import { callGw2Api } from './client';
import { withTimeout } from './timeout';

/**
 * Ids in the daily End of Dragons category (`GET /v2/achievements/categories/321`,
 * `achievements[].id`), where the day's fishing daily has been listed. `/v2/achievements/daily`
 * was removed from the API in 2024; today's daily itself comes from the rotation
 * (`lib/dailies`), this only finds its id so an account can say whether it is done.
 */
export async function fetchDailyCategoryIds(signal?: AbortSignal): Promise<number[]> {
  const category = await withTimeout(
    (timeoutSignal) =>
      callGw2Api(
        (options) =>
          fetchGw2Api(`/v2/achievements/categories/${DAILY_CATEGORY_ID}`, options) as Promise<{
            achievements?: unknown;
          }>,
        undefined,
        timeoutSignal,
      ),
    ACCOUNT_API.timeoutMs,
    signal,
  );
  const listed = Array.isArray(category.achievements) ? category.achievements : [];
  return listed.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry && 'id' in entry && typeof entry.id === 'number'
      ? [entry.id]
      : [],
  );
}
