import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The modules src/main.tsx imports one after another at start-up, each evaluated in a task of its
 * own. Every page needs them, so they count as part of the entry: pages preload their chunks.
 */
export const START_STEPS = [
  'src/app/start/react-dom.ts',
  'src/app/persisted-stores.ts',
  'src/app/app.tsx',
];

/** The entry's keys: the entry itself and its start-up steps. */
export const ENTRY_KEYS = ['index.html', ...START_STEPS];

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
