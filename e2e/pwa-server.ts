import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

const dist = process.env.DIST_DIR ?? 'dist';

/**
 * The build served on a port of its own, so a test can take the site offline for real (close it)
 * or publish a new service worker (change `sw.js`'s bytes) without touching other tests' server.
 */
export async function startPwaServer() {
  let workerSuffix = '';
  const files = sirv(dist, { single: true, etag: true });
  const server = createServer((req, res) => {
    if (req.url?.split('?')[0] === '/sw.js') {
      res.setHeader('Content-Type', 'text/javascript');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(readFileSync(`${dist}/sw.js`, 'utf8') + workerSuffix);
      return;
    }
    files(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Publishes a "new version": the same worker with different bytes. */
    publishNewWorker: (version: string) => {
      workerSuffix = `\n// version ${version}\n`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
