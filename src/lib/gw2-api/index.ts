export { Gw2ApiRequestError, redactAccessToken } from './errors';
export { useItem } from './get-item';
export { achievementsLoader, type Gw2Achievement } from './achievements';
export { fetchAccountAchievements, fetchTokenInfo } from './account';
export { fetchDailyCategoryIds } from './dailies';
