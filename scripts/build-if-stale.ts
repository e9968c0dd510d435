// Builds into `DIST_DIR` (or `dist/`) only when it is missing or older than a file the build
// reads (scripts/lib/fresh-build.ts); the tests that read the build call it under a lock.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleReasonOf } from './lib/fresh-build';

const reason = staleReasonOf();
if (reason) {
  console.error(`build-if-stale: ${reason}; building…`);
  execFileSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
}
