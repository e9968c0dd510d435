import { whenIdle } from '@/lib/when-idle';

let markLive: () => void = () => undefined;
const live = new Promise<void>((resolve) => {
  markLive = resolve;
});

/**
 * Resolves once the app is live: mounted, or hydrated and showing its live values (the start-up's
 * last step, `ready.tsx`). Work that must not compete with the start-up waits on it (the live
 * check, `schedule-live-check.ts`). Once per document: a language switch keeps it resolved.
 */
export const whenLive = (): Promise<void> => live;

/** The start-up's last step says the app is live (`ready.tsx`); later calls change nothing. */
export const setLive = () => markLive();

/**
 * Calls `then` once the app is live (`whenLive`) and the browser idle; returns a cancel. What no
 * first screen needs waits for it (docs/start-up.md "What loads when"): until the page answers a
 * press, the main thread is the player's.
 */
export function whenLiveAndIdle(then: () => void): () => void {
  let cancelIdle = () => undefined as void;
  let cancelled = false;
  void live.then(() => {
    if (cancelled) return;
    cancelIdle = whenIdle(() => {
      if (!cancelled) then();
    });
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
