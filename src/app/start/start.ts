// Start-up, top to bottom. Each step is a module of this folder (docs/start-up.md):
//
// 1. Paint: a prerendered page paints from its HTML; `src/paint/start-after-paint.ts` (a classic
//    script, the one part that runs before any module) then starts the page's code, and until the
//    app takes over remembers the buttons pressed and the fields' latest values.
// 2. Start (this file): the steps below, each evaluated in a task of its own: evaluated at once,
//    they blocked input for one 200 ms task at 4× CPU throttle. They are the entry's dynamic
//    imports, which the build reads from its manifest (`startSteps` in
//    scripts/lib/build-manifest.ts): every page preloads their chunks, so nothing waits on a chain.
// 3. Hydrate (`hydrate.tsx`): the app with the page's assets and loaders' data, its route modules
//    loaded, the early presses taken; then hydrated here in a transition (`hydration-gate.tsx`
//    keeps the neutral, prerendered values for that render).
// 4. Hand over (`early-values.tsx`, `early-input.ts`): at the commit that hydrates the page, the
//    fields' latest values are handed to the app.
// 5. Ready (`ready.tsx`): once live, the early presses are pressed again, `<html data-app-ready>`
//    is set and `whenLive()` (`when-live.ts`) resolves; once the browser is idle, the stored data's
//    checks load and the service worker registers.
// Then, live and idle (`AfterLive`), the post-start tasks (`app-startup.tsx`, mounted by the shell,
// a lazy chunk): the daily refresh, the key's re-check and the live check of the game's catalog
// (`schedule-live-check.ts`); the update prompt and the language offer likewise. What loads when:
// docs/start-up.md "What loads when".
import { startTransition } from 'react';
import { readPrerenderState } from '@/app/prerender/prerender-state';

/** Resolves in a new task: the browser can paint and answer input before the next step. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Starts the app in the page's `#root` (src/main.tsx calls it once). */
export async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');

  // 2. Start: React DOM, the app (each persisted store is created by the module that uses it).
  const { createRoot, hydrateRoot } = await import('./react-dom');
  await nextTask();
  const { createApp } = await import('./hydrate');
  await nextTask();

  // 3. Hydrate: a prerendered page (scripts/lib/prerender.ts) is hydrated; the fallback page for
  // other addresses (200.html) has an empty root and renders from scratch.
  const { app, hydrates } = await createApp(readPrerenderState());
  if (hydrates) {
    // As a transition, hydration renders in slices that yield to the browser between them (as
    // React Router's own client entry does): the page, already painted, keeps answering input.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('Hydration:', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}
