// The production build: Vite's client bundle, then the steps that need the finished bundle.
// `DIST_DIR` builds elsewhere (parallel local test runs serve their own builds).
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildPaintScript, buildStartScript } from './lib/paint-script';
import { precompress } from './lib/precompress';
import { prerender } from './lib/prerender';
import { buildServiceWorker } from './lib/service-worker';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.env.DIST_DIR ?? `${root}dist`;

/** Steps that run on the finished client bundle, in order. */
const postBuildSteps: { name: string; run: (outDir: string) => Promise<void> }[] = [
  // Before the pages, which link them; the service worker precaches them.
  { name: 'paint-time script', run: buildPaintScript },
  { name: 'start-after-paint script', run: buildStartScript },
  { name: 'prerendering every route', run: prerender },
  // After the pages: its precache list covers every file the steps before it wrote.
  { name: 'service worker', run: buildServiceWorker },
  { name: 'compressing', run: precompress },
];

await build({ root, build: { outDir, emptyOutDir: true } });
for (const step of postBuildSteps) {
  console.log(`build: ${step.name}…`);
  await step.run(outDir);
}
