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
