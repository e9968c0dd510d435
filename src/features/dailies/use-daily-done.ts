import { useQuery } from '@tanstack/react-query';
import { fetchAccountAchievements } from '@/lib/gw2-api';
import { dailyAchievementIdQuery } from './daily-query';

/** Whether the account has done a daily: `undefined` while unknown (no key, or not findable). */
export type DailyDone = boolean | undefined;

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
  const id = useQuery({ ...dailyAchievementIdQuery(day, name ?? ''), enabled }).data;
  const progress = useQuery({
    queryKey: ['gw2', 'account', 'daily', day, id, accessToken] as const,
    queryFn: ({ signal }) => fetchAccountAchievements([id!], accessToken!, signal),
    enabled: enabled && typeof id === 'number',
    staleTime: 60_000,
  }).data;
  if (!progress || typeof id !== 'number') return undefined;
  return progress.some((entry) => entry.id === id && entry.done);
}
