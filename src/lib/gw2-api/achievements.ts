import { fetchGw2Api } from '@gw2api/fetch';
import { createBatchLoader } from './batch-loader';
import { joinIds, noneWhenAllMissing } from './bulk';
import { callGw2Api } from './client';

/** `/v2/achievements?ids=…`, one request per batch. */
export const fetchAchievements = (ids: readonly number[]) =>
  noneWhenAllMissing(
    callGw2Api((options) => fetchGw2Api(`/v2/achievements?ids=${joinIds(ids)}` as const, options)),
  );

/** Creates an achievements loader (batched, cached by id; spec §7 "Achievements by ids"). */
export const createAchievementsLoader = () => createBatchLoader(fetchAchievements);
