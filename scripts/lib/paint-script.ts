// The paint-time script (src/paint/paint-time.ts), bundled from the app's own sources into one small
// classic script that prerendered pages load, render-blocking, in their head: it marks the page and
// fills the clocks before the first paint (docs/start-up.md "What the build cannot know"). Built
// with the app's Vite config, so `@/` imports and the message macros resolve as in the app.
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The script's file at the site's root; prerendered pages link it. */
export const PAINT_SCRIPT = 'paint-time.js';

/** The post-build step: writes `PAINT_SCRIPT` into `outDir`. */
export async function buildPaintScript(outDir: string) {
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
          entry: join(root, 'src/paint/paint-time.ts'),
          formats: ['iife'],
          name: 'paintTime',
          fileName: () => PAINT_SCRIPT,
        },
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    renameSync(join(temporary, PAINT_SCRIPT), join(outDir, PAINT_SCRIPT));
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}
