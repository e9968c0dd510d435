import { Gw2ApiError } from '@gw2api/fetch';

/** Replaces access tokens in URLs or text with `***` (`access_token=…`, `Bearer …` and `token`). */
export function redactAccessToken(text: string, token?: string): string {
  let redacted = text
    .replace(/(access_token=)[^&\s'"]+/gi, '$1***')
    .replace(/(Bearer\s+)[\w-]+/gi, '$1***');
  if (token) redacted = redacted.split(token).join('***');
  return redacted;
}

/** Why a request got no usable answer, where no HTTP status tells (`status` undefined). */
export type NoAnswer = 'offline' | 'timeout' | 'malformed';

/**
 * The one error every GW2 API call throws. Its message never contains the access token, so it can
 * be logged and shown as is.
 */
export class Gw2ApiRequestError extends Error {
  override readonly name = 'Gw2ApiRequestError';

  constructor(
    message: string,
    /** HTTP status, or undefined when the request did not get an answer (offline). */
    readonly status: number | undefined,
    token?: string,
    /** Seconds the API asked us to wait (`Retry-After`, sent with 429), when it said. */
    readonly retryAfterSeconds?: number,
    /**
     * Read only without a status: whether the API was unreachable, too slow, or answered in a
     * way the app cannot read (the default: an answer came, its content was not usable).
     */
    readonly noAnswer: NoAnswer = 'malformed',
  ) {
    super(redactAccessToken(message, token));
  }

  /** Wraps whatever a call threw. */
  static from(error: unknown, token?: string): Gw2ApiRequestError {
    if (error instanceof Gw2ApiRequestError) return error;
    if (error instanceof Gw2ApiError) {
      const retryAfter = Number(error.response.headers.get('retry-after') ?? Number.NaN);
      return new Gw2ApiRequestError(
        error.message,
        error.response.status,
        token,
        Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
      );
    }
    if (error instanceof SyntaxError) {
      // A 2xx answer whose body is not valid JSON (fetch's json() throws a SyntaxError).
      return new Gw2ApiRequestError(
        `The GW2 API sent an answer that could not be read: ${error.message}`,
        undefined,
        token,
      );
    }
    const detail = error instanceof Error ? error.message : String(error);
    return new Gw2ApiRequestError(
      `The GW2 API could not be reached: ${detail}`,
      undefined,
      token,
      undefined,
      'offline',
    );
  }
}
