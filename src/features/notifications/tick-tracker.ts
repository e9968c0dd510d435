import type { TickContext } from '@/lib/notifications/raise-timing';

/**
 * What a scheduler knows at each tick it runs: whether the tab is hidden now, and when it last
 * ran (none on its first run), so it can raise an alert ahead of a hidden tab's slow next tick
 * and say when one came late (`raise-timing.ts`).
 */
export function createTickTracker(
  hidden: () => boolean = () => document.visibilityState === 'hidden',
) {
  let previousTick: number | undefined;
  return (now: number): TickContext => {
    const context = { hidden: hidden(), previousTick };
    previousTick = now;
    return context;
  };
}
