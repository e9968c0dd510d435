export {
  csrfFetch,
  isRelativeUrl,
  readCookie,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './csrf-fetch';
