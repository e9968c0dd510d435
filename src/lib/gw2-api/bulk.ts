import { Gw2ApiRequestError } from './errors';

/** The API's own words when none of the requested ids exist. */
const ALL_IDS_INVALID = /all ids provided are invalid/i;

/**
 * The API answers 404 "all ids provided are invalid" when none of the requested ids exist; that
 * means "no results", not a failure. Any other 404 (a proxy, an outage page) is a failure, so the
 * last good data stays on screen.
 */
export async function noneWhenAllMissing<T>(request: Promise<T[]>): Promise<T[]> {
  try {
    return await request;
  } catch (error) {
    if (
      error instanceof Gw2ApiRequestError &&
      error.status === 404 &&
      ALL_IDS_INVALID.test(error.message)
    ) {
      return [];
    }
    throw error;
  }
}

/** The `ids` query value: ids joined by commas. */
export const joinIds = (ids: readonly number[]) => ids.join(',');
