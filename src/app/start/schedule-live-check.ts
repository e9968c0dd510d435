import type { QueryClient } from '@tanstack/react-query';
import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import { browserOnline, runLiveCheck } from '@/data/live-catalog/run-live-check';
import { whenLiveAndIdle } from './when-live';

/**
 * The live check of the game's catalog (issue 29), off the critical path: only once the app is
 * live and the browser idle does its code load (a chunk of its own) and run. Then, on a German,
 * French or Spanish page, the game's words in that language (issue 30 item 3: the cached answer,
 * then the game asked when due): after the check, so they read the English answer it stored
 * instead of asking the game for it a second time. Their code loads only on those pages. The page
 * hydrated with the bundled words, so this never changes what the hydration renders. Returns a
 * cancel; it, and leaving the page, call off the requests under way, which then record nothing
 * (G6: a page left while its words loaded kept that language English for an hour).
 */
export function scheduleLiveCheck(client: QueryClient, locale: Locale): () => void {
  const controller = new AbortController();
  const callOff = () => controller.abort();
  window.addEventListener('pagehide', callOff);
  const { signal } = controller;
  const cancel = whenLiveAndIdle(() => {
    const checked = runLiveCheck(client, { now: Date.now(), mayAsk: browserOnline(), signal });
    if (locale === SOURCE_LOCALE) return;
    void checked
      .then(() => import('@/data/game-words/refresh-game-words'))
      .then(({ refreshGameWords }) => {
        if (signal.aborted) return;
        return refreshGameWords(locale, { now: Date.now(), mayAsk: browserOnline(), signal });
      });
  });
  return () => {
    window.removeEventListener('pagehide', callOff);
    callOff();
    cancel();
  };
}
