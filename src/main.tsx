import './app/mantine-styles';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app/app';
import { readPrerenderState } from './app/prerender/prerender-state';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A prerendered page (scripts/lib/prerender.ts) is hydrated; the fallback page for other
// addresses has an empty root and renders from scratch.
const { app, hydrates } = await createApp(readPrerenderState(), root);
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
