import { queryOptions } from '@tanstack/react-query';
import { achievementsLoader, fetchDailyCategoryIds, type Gw2Achievement } from '@/lib/gw2-api';

/**
 * The id of the daily named `name` (today's, from the rotation), found among the achievements
 * of the daily End of Dragons category (321) by name — the daily fishers' ids are not public.
 * `null` when the category does not list it (it has left the Orr daily out before).
 */
export const dailyAchievementIdQuery = (day: string, name: string) =>
  queryOptions({
    queryKey: ['gw2', 'dailies', 'id', day, name] as const,
    queryFn: async ({ signal }) => {
      const ids = await fetchDailyCategoryIds(signal);
      if (ids.length === 0) return null;
      const achievements = await achievementsLoader.loadMany([...new Set(ids)]);
      const daily = achievements.find(
        (entry): entry is Gw2Achievement =>
          !(entry instanceof Error) && entry?.name.trim() === name,
      );
      return daily?.id ?? null;
    },
    staleTime: Infinity,
    retry: 1,
  });
