// Serves the production build (dist/): each route's prerendered page (`region/Krytan/index.html`),
// and for any other address the app's empty shell (`200.html`), which renders the app from scratch.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { loadEnv } from 'vite';
import { securityHeaders } from './lib/security-headers.mjs';

// DIST_DIR lets parallel local test runs serve their own builds (`vite build --outDir`).
const dist = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
// Longer request lines are refused by browsers' peers anyway; ours answers them with the app.
const MAX_HEADER_BYTES = 64 * 1024;

if (!existsSync(`${dist}/200.html`)) {
  console.error('No production build found in dist/. Run "npm run build" first.');
  process.exit(1);
}

// The same build-time variables Vite read, so the policy allows what this build talks to.
const env = loadEnv('production', fileURLToPath(new URL('..', import.meta.url)), 'VITE_');
const headers = securityHeaders({ ...env, ...process.env });
const shellHtml = readFileSync(`${dist}/200.html`);

// Hashed files under /assets/*.js|css never change; everything else (HTML, data, the service
// worker sw.js, through which browsers find a new version) revalidates.
const assets = sirv(dist, {
  single: '200.html',
  etag: true,
  // The build writes a gzip copy of each text file (scripts/lib/precompress.ts).
  gzip: true,
  setHeaders(res, pathname) {
    const immutable = /^\/assets\/[^/]+-[\w-]{8,}\.(js|css)$/.test(pathname);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  assets(req, res);
});

// A request whose line or headers are too long never reaches the handler: answer it with the app
// (which shows its not-found page) instead of an empty response.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return;
  const tooLong = 'code' in error && error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLong ? '414 URI Too Long' : '400 Bad Request';
  const head = Object.entries({
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(shellHtml.length),
    'Cache-Control': 'no-cache',
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(
    Buffer.concat([Buffer.from(`HTTP/1.1 ${status}\r\n${head.join('\r\n')}\r\n\r\n`), shellHtml]),
  );
});

server.listen(port, host, () => {
  console.log(`Tyria Fishing Companion is served at http://${host}:${port}/`);
});
