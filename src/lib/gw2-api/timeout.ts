import { Gw2ApiRequestError } from './errors';

/**
 * Runs `call`, failing with a {@link Gw2ApiRequestError} when it has not settled after `ms`
 * (and aborting it through the signal it receives). An abort from `outer` (e.g. TanStack Query
 * cancelling) passes through unchanged.
 */
export function withTimeout<T>(
  call: (signal: AbortSignal) => Promise<T>,
  ms: number,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new Gw2ApiRequestError(
          `The GW2 API did not answer within ${Math.round(ms / 1000)} seconds.`,
          undefined,
          undefined,
          undefined,
          'timeout',
        ),
      );
      controller.abort();
    }, ms);
  });
  return Promise.race([call(controller.signal), timedOut]).finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  });
}
