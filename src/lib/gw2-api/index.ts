export { Gw2ApiRequestError, redactAccessToken } from './errors';
export { itemQuery } from './items';
export { achievementsLoader, type Gw2Achievement } from './achievements';
export { fetchAccountAchievements, fetchTokenInfo } from './account';
export { fetchDailyCategoryIds } from './dailies';
