import { Gw2ApiRequestError } from './errors';

/**
 * Why a request to the game's API failed, in kinds a player can be told about (issue 40, G8).
 * Stored instead of the error's message, which names the request's address and status: those go
 * to the console, the player reads a sentence per kind (`FAILURE_SENTENCES` on the data page).
 */
export const FAILURE_KINDS = [
  'offline',
  'timeout',
  'refused',
  'busy',
  'server',
  'malformed',
  'unknown',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** The kind of a failed request's error. */
export function failureKindOf(error: unknown): FailureKind {
  if (error instanceof Gw2ApiRequestError) {
    const { status } = error;
    if (status === undefined) return error.noAnswer;
    if (status === 429) return 'busy';
    if (status >= 500) return 'server';
    if (status >= 400) return 'refused';
    // A 2xx answer that is not the API's (an HTML page, `["v1","v2"]`).
    return 'malformed';
  }
  if (error instanceof SyntaxError) return 'malformed';
  // fetch's own failure: no connection.
  if (error instanceof TypeError) return 'offline';
  return 'unknown';
}

/**
 * A stored failure read back: a known kind as is, anything else (an older record's message in
 * words) as `unknown`.
 */
export function storedFailureKind(stored: string | null): FailureKind | null {
  if (stored === null) return null;
  return (FAILURE_KINDS as readonly string[]).includes(stored)
    ? (stored as FailureKind)
    : 'unknown';
}

/**
 * Whether a request was called off (the page was left, the language changed), not failed: it
 * says nothing about the API, so nothing is recorded.
 */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/**
 * Whether a failed request was called off or torn down by leaving the page, so that nothing is
 * recorded. Leaving by typing another address tears a fetch down with a TypeError (as offline)
 * while the page runs its `pagehide`, before the handler that calls `signal` off (issue 57 item 7):
 * the signal is read once that task is over (a page gone by then runs nothing more).
 */
export async function wasCalledOff(error: unknown, signal: AbortSignal | undefined) {
  if (isAbortError(error)) return true;
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return signal?.aborted === true;
}
