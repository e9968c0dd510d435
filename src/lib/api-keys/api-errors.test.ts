import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '@/config/constants';
import { Gw2ApiRequestError } from '@/lib/gw2-api/errors';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import {
  describeApiError as describeApiErrorWords,
  isKeyRefused,
  refreshIntervalMs,
  retryDelayMs,
  shouldRetry,
} from './api-errors';

const describeApiError = (error: unknown, key?: string) =>
  sourceI18n._(describeApiErrorWords(error, key));

const KEY = '0123ABCD-4567-89EF-ABCD-0123456789ABCDEF0123-4567-89AB-CDEF-0123456789AB';
const http = (status: number, retryAfter?: number) =>
  new Gw2ApiRequestError(`failed ${status}`, status, undefined, retryAfter);
const offline = Gw2ApiRequestError.from(new TypeError('Failed to fetch'));

describe('describeApiError', () => {
  it.each([
    [http(401), /^The GW2 API refused the key: it may be mistyped or deleted\.$/],
    [http(403), /^The GW2 API refused the key: it may be mistyped or deleted\.$/],
    [http(429), /^The GW2 API is limiting requests; it will be asked again shortly\.$/],
    [http(502), /^The GW2 API is having trouble; try again later\.$/],
    [http(404), /^The GW2 API could not answer this request\.$/],
    [http(200), /^The GW2 API sent an unexpected answer\.$/],
    [offline, /could not be reached/],
    [
      new Gw2ApiRequestError(
        'The GW2 API did not answer within 15 seconds.',
        undefined,
        undefined,
        undefined,
        'timeout',
      ),
      /^The GW2 API did not answer in time\.$/,
    ],
    [new Error('boom'), /Something went wrong: boom/],
  ])('describes %s', (error, expected) => {
    expect(describeApiError(error)).toMatch(expected);
  });

  it.each([
    ['unreachable', new TypeError('Failed to fetch')],
    ['unreadable', new SyntaxError('Unexpected end of JSON input')],
  ])(
    '(G8) words an %s answer as a sentence, without the English error or the address',
    (_, cause) => {
      const error = Gw2ApiRequestError.from(cause);
      expect(describeApiError(error)).toMatch(/^The GW2 API (could not be reached|sent an answer)/);
      expect(describeApiError(error)).not.toContain(cause.message);
    },
  );

  it('never repeats the key', () => {
    const leaky = new Gw2ApiRequestError(`token ${KEY.slice(0, 8)}`, undefined);
    expect(describeApiError(new Error(`bad ${KEY}`), KEY)).not.toContain(KEY);
    expect(describeApiError(leaky, KEY.slice(0, 8))).not.toContain(KEY.slice(0, 8));
  });
});

describe('isKeyRefused', () => {
  it.each([
    [http(401), 'required', true],
    [http(401), 'optional', true],
    [http(403), 'required', true],
    [http(403), 'optional', false],
    [http(404), 'required', false],
    [http(429), 'optional', false],
    [http(500), 'required', false],
    [offline, 'required', false],
    [new Error('boom'), 'required', false],
  ] as const)('%s from a %s endpoint: %s', (error, need, refused) => {
    expect(isKeyRefused(error, need)).toBe(refused);
  });
});

describe('shouldRetry', () => {
  it.each([
    [0, http(401), false],
    [0, http(403), false],
    [0, http(500), true],
    [1, http(500), false],
    [0, offline, true],
    [ACCOUNT_API.rateLimitRetries - 1, http(429), true],
    [ACCOUNT_API.rateLimitRetries, http(429), false],
  ])('after %i failures of %s: %s', (count, error, expected) => {
    expect(shouldRetry(count, error)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [1, http(429), ACCOUNT_API.backoffBaseMs],
    [2, http(429), ACCOUNT_API.backoffBaseMs * 2],
    [3, http(429), ACCOUNT_API.backoffBaseMs * 4],
    [1, http(429, 7), 7000],
    [1, http(429, 100_000), ACCOUNT_API.backoffMaxMs],
    [30, http(500), ACCOUNT_API.backoffMaxMs],
  ])('retry %i after %s waits %i ms', (count, error, expected) => {
    expect(retryDelayMs(count, error)).toBe(expected);
  });
});

describe('refreshIntervalMs', () => {
  it('doubles after a 429 only', () => {
    expect(refreshIntervalMs(null)).toBe(ACCOUNT_API.refreshMs);
    expect(refreshIntervalMs(http(500))).toBe(ACCOUNT_API.refreshMs);
    expect(refreshIntervalMs(http(429))).toBe(ACCOUNT_API.refreshMs * 2);
  });
});
