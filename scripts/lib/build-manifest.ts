import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest's key of the page's entry (src/main.tsx, through index.html). */
const ENTRY = 'index.html';

/**
 * The start-up's steps: the modules the entry imports dynamically, one after another, each
 * evaluated in a task of its own (src/app/start/start.ts). Every page needs them, so they count as
 * part of the entry: pages preload their chunks. Read from the build, so the list cannot drift from
 * the code; the entry must therefore import nothing else dynamically (`start.test.ts`).
 */
export function startSteps(manifest: BuildManifest): string[] {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The build manifest has no entry for ${ENTRY}.`);
  return entry.dynamicImports ?? [];
}

/** The entry's keys: the entry itself and its start-up steps. */
export const entryKeys = (manifest: BuildManifest) => [ENTRY, ...startSteps(manifest)];

export function readBuildManifest(distDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/**
 * The JS and CSS files that loading `keys` (manifest keys: `index.html`, a route module's source
 * path) fetches, with their static imports, in load order.
 */
export function chunkFiles(manifest: BuildManifest, keys: readonly string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry for ${key}.`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((file) => css.add(file));
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}
