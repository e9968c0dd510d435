import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACCOUNT_API } from '@/config/constants';
import { Gw2ApiRequestError, redactAccessToken, type NoAnswer } from '@/lib/gw2-api/errors';

/** Whether the GW2 API answered 429 (too many requests). */
export const isRateLimited = (error: unknown) =>
  error instanceof Gw2ApiRequestError && error.status === 429;

/**
 * Whether an endpoint is one every usable key must reach (`/v2/tokeninfo`, the progress, the
 * account) or one an optional feature asks (`/v2/characters` for the fishing equipment).
 */
export type EndpointNeed = 'required' | 'optional';

/**
 * Whether the API refused the key itself, so it is shown refused and unselected: a 401 (mistyped,
 * deleted) from any endpoint, a 403 (lacks rights) only from a required one. A 403 from an
 * optional endpoint says the key lacks that feature's permission (or the API and the key's check
 * disagree about it): the feature says so, the key keeps working for progress (issue 57 item 5).
 */
export const isKeyRefused = (error: unknown, need: EndpointNeed = 'required') =>
  error instanceof Gw2ApiRequestError &&
  (error.status === 401 || (error.status === 403 && need === 'required'));

/** Whether the API refused the request itself: asking again will not help. */
const isRefused = (error: unknown) =>
  error instanceof Gw2ApiRequestError &&
  error.status !== undefined &&
  [400, 401, 403].includes(error.status);

/** A request that got no answer (no status), by why; its English message names the request. */
const NO_ANSWER: Record<NoAnswer, MessageDescriptor> = {
  offline: msg`The GW2 API could not be reached: the browser is offline or the connection failed.`,
  timeout: msg`The GW2 API did not answer in time.`,
  malformed: msg`The GW2 API sent an answer that could not be read.`,
};

/**
 * A player-facing sentence for a failed GW2 API call, worded where it is shown (it may be kept in
 * a store). Never contains the key, the request's address or its status (those go to the console:
 * `callGw2Api`): known statuses get their own words, a request without an answer says whether it
 * was unreachable, too slow or unreadable; any other error its (redacted) message.
 */
export function describeApiError(error: unknown, key?: string): MessageDescriptor {
  if (!(error instanceof Gw2ApiRequestError)) {
    const detail = redactAccessToken(error instanceof Error ? error.message : String(error), key);
    return msg`Something went wrong: ${detail}`;
  }
  const { status } = error;
  if (status === 401 || status === 403) {
    return msg`The GW2 API refused the key: it may be mistyped or deleted.`;
  }
  if (status === 429) {
    return msg`The GW2 API is limiting requests; it will be asked again shortly.`;
  }
  if (status !== undefined && status >= 500) {
    return msg`The GW2 API is having trouble; try again later.`;
  }
  if (status !== undefined && status >= 200 && status < 300) {
    // An HTML page or `["v1","v2"]` with status 200: "answered HTTP 200" would read as success.
    return msg`The GW2 API sent an unexpected answer.`;
  }
  if (status !== undefined) return msg`The GW2 API could not answer this request.`;
  return NO_ANSWER[error.noAnswer];
}

/**
 * Whether TanStack Query should ask again after `failureCount` failures: a few times after a 429,
 * once after other failures (offline, 5xx, timeout), never when the key was refused.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isRefused(error)) return false;
  if (isRateLimited(error)) return failureCount < ACCOUNT_API.rateLimitRetries;
  return failureCount < 1;
}

/** How long to wait before retry number `failureCount`: Retry-After if given, else exponential. */
export function retryDelayMs(failureCount: number, error: unknown): number {
  if (error instanceof Gw2ApiRequestError && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds * 1000, ACCOUNT_API.backoffMaxMs);
  }
  const exponential = ACCOUNT_API.backoffBaseMs * 2 ** Math.max(0, failureCount - 1);
  return Math.min(exponential, ACCOUNT_API.backoffMaxMs);
}

/** The next periodic refresh: twice as far away after a 429, so a limited key gets a rest. */
export const refreshIntervalMs = (lastError: unknown) =>
  isRateLimited(lastError) ? ACCOUNT_API.refreshMs * 2 : ACCOUNT_API.refreshMs;
