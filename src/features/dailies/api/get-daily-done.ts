import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  achievementsLoader,
  fetchAccountAchievements,
  fetchDailyCategoryIds,
  type Gw2Achievement,
} from '@/lib/gw2-api';

/**
 * The id of the daily named `name`, found among the achievements of the daily End of Dragons
 * category (321) by name — the daily fishers' ids are not public. `null` when the category does
 * not list it (it has left the Orr daily out before).
 */
async function getDailyAchievementId(name: string, signal?: AbortSignal) {
  const ids = await fetchDailyCategoryIds(signal);
  if (ids.length === 0) return null;
  const achievements = await achievementsLoader.loadMany([...new Set(ids)]);
  const daily = achievements.find(
    (entry): entry is Gw2Achievement => !(entry instanceof Error) && entry?.name.trim() === name,
  );
  return daily?.id ?? null;
}

/** Today's (`day`) id of the daily `name`: looked up once per day and name. */
const getDailyAchievementIdQueryOptions = (day: string, name: string) =>
  queryOptions({
    queryKey: ['gw2', 'dailies', 'id', day, name] as const,
    queryFn: ({ signal }) => getDailyAchievementId(name, signal),
    staleTime: Infinity,
    retry: 1,
  });

/** The account's progress on the daily with `id` (`/v2/account/achievements`). */
const getDailyProgressQueryOptions = (day: string, id: number | null | undefined, key: string) =>
  queryOptions({
    queryKey: ['gw2', 'account', 'daily', day, id, key] as const,
    queryFn: ({ signal }) => fetchAccountAchievements([id!], key, signal),
    staleTime: 60_000,
  });

/** Whether the account has done a daily: `undefined` while unknown (no key, or not findable). */
type DailyDone = boolean | undefined;

/**
 * With an API key, whether today's daily `name` is done, as `/v2/account/achievements` reports it.
 * The daily's id is looked up in category 321 only when a key is given; an id the category does
 * not list, or any API fault, leaves the answer unknown (the box then shows nothing).
 */
export function useDailyDone(
  day: string,
  name: string | undefined,
  accessToken?: string,
): DailyDone {
  const enabled = Boolean(accessToken && name);
  const idQuery = getDailyAchievementIdQueryOptions(day, name ?? '');
  const id = useQuery({ ...idQuery, enabled }).data;
  const progress = useQuery({
    ...getDailyProgressQueryOptions(day, id, accessToken ?? ''),
    enabled: enabled && typeof id === 'number',
  }).data;
  if (!progress || typeof id !== 'number') return undefined;
  return progress.some((entry) => entry.id === id && entry.done);
}
