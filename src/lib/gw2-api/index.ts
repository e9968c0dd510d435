export { callGw2Api, type Gw2CallOptions } from './client';
export { Gw2ApiRequestError, redactAccessToken } from './errors';
export { createBatchLoader } from './batch-loader';
export { GW2_SCHEMA_VERSION } from './schema-version';
export { createItemsLoader, fetchItems, itemQuery, itemsLoader, type Gw2Item } from './items';
export {
  achievementQuery,
  achievementsLoader,
  createAchievementsLoader,
  fetchAchievements,
  type Gw2Achievement,
} from './achievements';
export { fetchAccountAchievements, fetchTokenInfo, type TokenInfo } from './account';
export { fetchDailyCategoryIds } from './dailies';
export { withTimeout } from './timeout';
