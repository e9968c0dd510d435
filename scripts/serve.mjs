// Serves the production build (dist/) with the history fallback a single-page app needs.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

// DIST_DIR lets parallel local test runs serve their own builds (`vite build --outDir`).
const dist = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(`${dist}/index.html`)) {
  console.error('No production build found in dist/. Run "npm run build" first.');
  process.exit(1);
}

// Hashed files under /assets/*.js|css never change; everything else revalidates.
const assets = sirv(dist, {
  single: true,
  etag: true,
  gzip: false,
  setHeaders(res, pathname) {
    const immutable = /^\/assets\/[^/]+-[\w-]{8,}\.(js|css)$/.test(pathname);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

createServer((req, res) => assets(req, res)).listen(port, host, () => {
  console.log(`Tyria Fishing Companion is served at http://${host}:${port}/`);
});
