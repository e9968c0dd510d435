export { csrfFetch, isRelativeUrl } from './csrf-fetch';
