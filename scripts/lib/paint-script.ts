// The two classic scripts of prerendered pages, each bundled from the app's own sources
// (src/paint/) into one small file: the paint-time script (paint-time.ts), render-blocking in the
// head, marks the page and fills the clocks before the first paint (docs/start-up.md "What the
// build cannot know"); the start-after-paint script (start-after-paint.ts), deferred, starts the
// page's code after it and remembers what the player does until the app takes over (docs/start-up.md
// "The browser side"). Built with the app's Vite config, so `@/` imports and the message macros
// resolve as in the app.
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The script's file at the site's root; prerendered pages link it. */
export const PAINT_SCRIPT = 'paint-time.js';

/** The start-after-paint script's file at the site's root; prerendered pages link it. */
export const START_SCRIPT = 'start-after-paint.js';

/** The post-build step: writes `PAINT_SCRIPT` into `outDir`. */
export const buildPaintScript = (outDir: string) =>
  buildClassicScript('src/paint/paint-time.ts', PAINT_SCRIPT, outDir);

/** The post-build step: writes `START_SCRIPT` into `outDir`. */
export const buildStartScript = (outDir: string) =>
  buildClassicScript('src/paint/start-after-paint.ts', START_SCRIPT, outDir);

/** Bundles `entry` (from the project's root) into one classic script, `outDir`/`fileName`. */
async function buildClassicScript(entry: string, fileName: string, outDir: string) {
  const temporary = mkdtempSync(join(tmpdir(), 'paint-script-'));
  try {
    await build({
      root,
      logLevel: 'warn',
      build: {
        outDir: temporary,
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        minify: true,
        lib: {
          entry: join(root, entry),
          formats: ['iife'],
          name: fileName.replace(/\W/g, '_'),
          fileName: () => fileName,
        },
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    renameSync(join(temporary, fileName), join(outDir, fileName));
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}
