// Serves the production build (dist/) with the site's security headers: `npm start`, the browser
// tests and the bench (scripts/lib/static-server.mjs says what it answers).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { securityHeaders } from './lib/security-headers.mjs';
import { createAppServer } from './lib/static-server.mjs';

// DIST_DIR lets parallel local test runs serve their own builds (`vite build --outDir`).
const dist = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(`${dist}/200.html`)) {
  console.error('No production build found in dist/. Run "npm run build" first.');
  process.exit(1);
}

// The same build-time variables Vite read, so the policy allows what this build talks to.
const env = loadEnv('production', fileURLToPath(new URL('..', import.meta.url)), 'VITE_');
const headers = securityHeaders({ ...env, ...process.env });

createAppServer({ dist, headers }).listen(port, host, () => {
  console.log(`Tyria Fishing Companion is served at http://${host}:${port}/`);
});
