import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { releaseTicks } from '@/features/clock/now-store';
import { useHydrated } from '@/hooks/use-hydrated';
import { loadChecksInBackground } from '@/lib/storage/persisted-store';
import { replayPresses, type EarlyPresses } from './early-input';
import { setLive, whenLiveAndIdle } from './when-live';

/**
 * The last step of the start-up, once the app is mounted, or hydrated and showing its live values:
 * the buttons pressed before then are pressed again (and a link followed after them is followed),
 * `<html data-app-ready>` is set (the prerendered page looked the same before, but only now do its
 * controls respond: until then `global.css` gives buttons a progress pointer; browser tests wait
 * for it) and `whenLive()` resolves. Then, once the browser is idle (`whenLiveAndIdle`), the
 * stored data's checks load (zod and the slices' schemas: an action that adds is checked against
 * its cap from then on, docs/storage.md; a save loads them sooner) and the service worker
 * registers, in its own small chunk (it then precaches the site in the background).
 */
export function Ready({ early, children }: { early: EarlyPresses; children: ReactNode }) {
  const live = useHydrated();
  // The time held still while the page went live runs again before that frame is painted.
  useLayoutEffect(() => {
    if (live) releaseTicks();
  }, [live]);
  useEffect(() => {
    if (!live) return;
    replayPresses(early);
    document.documentElement.dataset.appReady = '';
    setLive();
    return whenLiveAndIdle(() => {
      // The work that waited for live and idle starts now (browser tests with a paused clock,
      // whose idle callbacks wait on it, read this before they pause it).
      document.documentElement.dataset.appIdle = '';
      void loadChecksInBackground();
      void import('@/app/pwa/register-service-worker').then((sw) => sw.registerServiceWorker());
    });
  }, [live, early]);
  // Around the app, not beside it: the prerendered page renders no such sibling, and one here
  // made React's ids (`useId`) in the browser differ from those in its HTML, so a reference set
  // once live (a tab's `aria-controls`) named an element that is not there.
  return children;
}
