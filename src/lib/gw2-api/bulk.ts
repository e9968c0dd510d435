import { Gw2ApiRequestError } from './errors';

/** The API answers 404 when none of the requested ids exist; that means "no results", not a failure. */
export async function noneWhenAllMissing<T>(request: Promise<T[]>): Promise<T[]> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Gw2ApiRequestError && error.status === 404) return [];
    throw error;
  }
}

/** The `ids` query value: ids joined by commas. */
export const joinIds = (ids: readonly number[]) => ids.join(',');
