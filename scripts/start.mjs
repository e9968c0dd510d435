// `npm start`: builds the app when the build is missing or older than its sources, then serves it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist', 'index.html');
const sources = ['src', 'public', 'index.html', 'package.json', 'vite.config.ts'];

/** @param {string} path @returns {number} */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (/** @type {number} */ max, name) => Math.max(max, newestMtime(join(path, name))),
    0,
  );
}

const stale =
  !existsSync(built) ||
  sources.some((source) => {
    const path = join(root, source);
    return existsSync(path) && newestMtime(path) > statSync(built).mtimeMs;
  });

if (stale) {
  console.log('Building the app…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import('./serve.mjs');
