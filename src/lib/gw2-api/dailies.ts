import { fetchGw2Api } from '@gw2api/fetch';
import { ACCOUNT_API, DAILY_CATEGORY_ID } from '@/config/constants';
import { callGw2Api } from './client';
import { withTimeout } from './timeout';

type IdList = { id: number }[];

const idsIn = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.flatMap((entry: unknown) =>
        typeof entry === 'object' && entry && 'id' in entry && typeof entry.id === 'number'
          ? [entry.id]
          : [],
      )
    : [];

/** Ids of today's daily achievements (`GET /v2/achievements/daily`, every game mode). */
export async function fetchDailyAchievementIds(signal?: AbortSignal): Promise<number[]> {
  const daily = await withTimeout(
    (timeoutSignal) =>
      callGw2Api(
        (options) => fetchGw2Api('/v2/achievements/daily', options) as Promise<unknown>,
        undefined,
        timeoutSignal,
      ),
    ACCOUNT_API.timeoutMs,
    signal,
  );
  if (typeof daily !== 'object' || !daily) return [];
  return Object.values(daily).flatMap(idsIn);
}

/**
 * Ids currently in the daily End of Dragons category (`GET /v2/achievements/categories/321`,
 * `achievements[].id`), where the Canthan fishing daily of the day appears.
 */
export async function fetchDailyCategoryIds(signal?: AbortSignal): Promise<number[]> {
  const category = await withTimeout(
    (timeoutSignal) =>
      callGw2Api(
        (options) =>
          fetchGw2Api(`/v2/achievements/categories/${DAILY_CATEGORY_ID}`, options) as Promise<{
            achievements?: IdList;
          }>,
        undefined,
        timeoutSignal,
      ),
    ACCOUNT_API.timeoutMs,
    signal,
  );
  return idsIn(category.achievements);
}
