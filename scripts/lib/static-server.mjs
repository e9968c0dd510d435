// The production build's HTTP server (`npm start`, the browser tests): each route's prerendered
// page (`region/Krytan/index.html`), the app's shell (`200.html`) for any other page address,
// and a plain 404 for a missing file. Apart from scripts/serve.mjs so tests can start it.
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import sirv from 'sirv';

// Longer request lines are refused by browsers' peers anyway; ours answers them with the app.
const MAX_HEADER_BYTES = 64 * 1024;
/** A site of static files: nothing here takes a POST, PUT, DELETE, TRACE… */
const METHODS = ['GET', 'HEAD'];
/** Addresses of files (built or public), as opposed to pages: a miss is a 404, not the app. */
const FILE_ADDRESS =
  /^\/assets\/|\.(js|mjs|css|json|map|png|svg|ico|webp|webmanifest|txt|xml|gz|woff2?)$/;

/**
 * @param {{ dist: string, headers: Record<string, string> }} options
 * @returns {import('node:http').Server}
 */
export function createAppServer({ dist, headers }) {
  const shellHtml = readFileSync(`${dist}/200.html`);
  // Each other language's shell (`de/200.html`), for its addresses (`/de/…`) without a page.
  const languageShells = new Map(
    readdirSync(dist, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`${dist}/${entry.name}/200.html`))
      .map((entry) => [entry.name, readFileSync(`${dist}/${entry.name}/200.html`)]),
  );
  /** @param {string} pathname */
  const shellOf = (pathname) => languageShells.get(pathname.split('/')[1] ?? '') ?? shellHtml;
  // Hashed files under /assets/*.js|css never change; everything else (HTML, data, the service
  // worker sw.js, through which browsers find a new version) revalidates.
  const files = sirv(dist, {
    // No `single`: an address without a file gets its language's shell below.
    etag: true,
    // The build writes a gzip copy of each text file (scripts/lib/precompress.ts).
    gzip: true,
    setHeaders(res, pathname) {
      const immutable = /^\/assets\/[^/]+-[\w-]{8,}\.(js|css)$/.test(pathname);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // A prerendered page (an address without an extension) holds its first paint for the
      // paint-time script in its head (scripts/lib/paint-script.ts): asked with the page's
      // answer, it is there before the parser reaches it, which waited for it up to 35 ms at 4×
      // throttle (docs/performance.md "First frame").
      if (!/\.\w+$/.test(pathname) || pathname.endsWith('/index.html')) {
        res.setHeader('Link', '</paint-time.js>; rel=preload; as=script');
      }
    },
  });

  /**
   * The app's shell: it shows the app's own page for the address (not found, or a redirect).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const sendShell = (req, res) => {
    const shell = shellOf(new URL(req.url ?? '/', 'http://localhost').pathname);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(shell.length),
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : shell);
  };

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (!METHODS.includes(req.method ?? '')) {
      res.writeHead(405, { Allow: METHODS.join(', '), 'Content-Type': 'text/plain' });
      res.end('Method not allowed: this site only serves pages and files (GET, HEAD).\n');
      return;
    }
    // sirv leaves addresses without a file unanswered: a page address gets the app.
    files(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (!FILE_ADDRESS.test(pathname)) return sendShell(req, res);
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
      res.end('Not found\n');
    });
  });

  // A request whose line or headers are too long never reaches the handler: answer it with the
  // app (which shows its not-found page) instead of an empty response.
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
  return server;
}
