/**
 * `promise`, marked once it settles as React's `use` marks the promises it has read: a render after
 * that reads its value at once instead of suspending. `use` on an unmarked promise suspends at
 * least once even when it has long resolved, and a press on a prerendered part that suspends while
 * hydrating is dropped (docs/start-up.md "Hydrated later").
 */
export function settledPromise<T>(promise: Promise<T>): Promise<T> {
  void promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}
