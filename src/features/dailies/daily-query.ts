import { queryOptions } from '@tanstack/react-query';
import { fishingDailyNames } from '@/lib/dailies';
import {
  achievementsLoader,
  fetchDailyAchievementIds,
  fetchDailyCategoryIds,
  type Gw2Achievement,
} from '@/lib/gw2-api';

/**
 * Names of the fishing dailies of the UTC day `day` from the game API: the ids of today's dailies
 * (`/v2/achievements/daily`) and of the daily End of Dragons category (321) are looked up by id
 * (batched) and kept when named "Daily … Fisher" — their ids are not public. Fails only when both
 * lists fail; an empty answer means the API listed no fishing daily.
 */
export const dailyFishingQuery = (day: string) =>
  queryOptions({
    queryKey: ['gw2', 'dailies', 'fishing', day] as const,
    queryFn: async ({ signal }) => {
      const lists = await Promise.allSettled([
        fetchDailyAchievementIds(signal),
        fetchDailyCategoryIds(signal),
      ]);
      const found = lists.flatMap((list) => (list.status === 'fulfilled' ? list.value : []));
      const failed = lists.find((list) => list.status === 'rejected');
      if (failed && lists.every((list) => list.status === 'rejected')) throw failed.reason;
      if (found.length === 0) return [];
      const achievements = await achievementsLoader.loadMany([...new Set(found)]);
      return fishingDailyNames(
        achievements.map((entry) =>
          entry instanceof Error ? undefined : (entry as Gw2Achievement),
        ),
      );
    },
    staleTime: Infinity,
    retry: 1,
  });
