export { Gw2ApiRequestError, redactAccessToken } from './errors';
export { useItem } from './get-item';
export { fetchAccountAchievements, fetchTokenInfo } from './account';
