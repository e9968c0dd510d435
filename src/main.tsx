import './app/mantine-styles';
import './app/global.css';
import { startTransition } from 'react';
import { readPrerenderState } from './app/prerender/prerender-state';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/** Resolves in a new task: the browser can paint and answer input before the next step. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The code starts in steps (React DOM, the stored data's stores, the app), each evaluated in a task
// of its own: evaluated at once, they blocked input for one 200 ms task at 4× CPU throttle. The
// pages preload every step's chunks (START_STEPS in scripts/lib/build-manifest.ts): no waterfall.
const { createRoot, hydrateRoot } = await import('./app/start/react-dom');
await nextTask();
await import('./app/persisted-stores');
await nextTask();
const { createApp } = await import('./app/app');
await nextTask();

// A prerendered page (scripts/lib/prerender.ts) is hydrated; the fallback page for other
// addresses has an empty root and renders from scratch.
const { app, hydrates } = await createApp(readPrerenderState());
if (hydrates) {
  // As a transition, hydration renders in slices that yield to the browser between them (as React
  // Router's own client entry does): the page, already painted, keeps answering input meanwhile.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('Hydration:', error),
    });
  });
} else {
  createRoot(root).render(app);
}
