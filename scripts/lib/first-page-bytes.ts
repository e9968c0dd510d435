import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFiles, entryKeys, readBuildManifest } from './build-manifest';

export interface PageBytes {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/**
 * The JS and CSS a first visit to a route loads: the entry and its start-up steps with their static
 * imports, and the route's lazily loaded modules with theirs (from Vite's build manifest).
 */
export function firstPageBytes(distDir: string, ...routeModules: string[]): PageBytes {
  const manifest = readBuildManifest(distDir);
  const { js, css } = chunkFiles(manifest, [...entryKeys(manifest), ...routeModules]);
  const files = [...js, ...css];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    rawBytes += content.byteLength;
    gzipBytes += gzipSync(content, { level: 9 }).byteLength;
  }
  return { files, rawBytes, gzipBytes };
}
