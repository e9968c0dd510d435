import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TEXT_FILE = /\.(html|js|css|json|svg|webmanifest)$/;
/** Below this, compressing saves less than a network packet. */
const MIN_BYTES = 1024;

/**
 * Writes a gzip copy (`file.gz`) beside every text file of the build worth compressing, for
 * `npm start` to send to browsers that accept gzip (sirv's `gzip` option): a region page's HTML
 * is ~240 KB and ~20 KB compressed. Hosts in the README's deploy notes compress on their own.
 */
export async function precompress(outDir: string): Promise<void> {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
  let count = 0;
  for (const file of files) {
    const path = join(outDir, file);
    if (!TEXT_FILE.test(file) || file.startsWith('.vite') || statSync(path).size < MIN_BYTES)
      continue;
    writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
    count++;
  }
  console.log(`precompress: ${count} files`);
}
