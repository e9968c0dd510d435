export { Gw2ApiRequestError, redactAccessToken, type NoAnswer } from './errors';
export { useItem } from './get-item';
