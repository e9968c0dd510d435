// The tests that read the build (bundle budget, start steps) read a build of the code as it is:
// when `dist/` is missing or older than a file the build reads, they build first
// (docs/testing.md "Tests that read the build"). In `npm test`, which builds right before Vitest,
// the build is newer than every input, so nothing builds twice.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where the build is: `DIST_DIR` (side-by-side builds) or `dist/`. */
export const distDir = () => process.env.DIST_DIR ?? join(root, 'dist');

/** Written by Vite once the bundle is done; its time is the build's. */
const MANIFEST = join('.vite', 'manifest.json');

const TOP_LEVEL_INPUTS = new Set([
  'index.html',
  'lingui.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'vite.config.ts',
]);
const INPUT_FOLDERS = ['src', 'public', 'scripts'];
/** Under the input folders, what the build never reads: tests, their helpers, the bench. */
const NOT_INPUTS = [
  /\.test\.tsx?$/,
  /^src\/testing\//,
  /^scripts\/bench\//,
  /^scripts\/fixtures\//,
];

/** Whether the build reads the file at `path` (relative to the repository, `/`-separated). */
export function isBuildInput(path: string): boolean {
  if (TOP_LEVEL_INPUTS.has(path)) return true;
  if (!INPUT_FOLDERS.some((folder) => path.startsWith(`${folder}/`))) return false;
  return !NOT_INPUTS.some((pattern) => pattern.test(path));
}

export interface InputFile {
  path: string;
  mtimeMs: number;
}

/**
 * Why the build must run again, or undefined when it is fresh: there is none (`builtAtMs`
 * undefined), or a file the build reads changed after it.
 */
export function staleReason(
  builtAtMs: number | undefined,
  files: readonly InputFile[],
): string | undefined {
  if (builtAtMs === undefined) return 'there is no build';
  const newer = files
    .filter((file) => isBuildInput(file.path) && file.mtimeMs > builtAtMs)
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  const [newest] = newer;
  if (!newest) return undefined;
  const others = newer.length > 1 ? ` (and ${newer.length - 1} more)` : '';
  return `${newest.path}${others} changed after the build`;
}

function repositoryFiles(): InputFile[] {
  const top = [...TOP_LEVEL_INPUTS].filter((path) => existsSync(join(root, path)));
  const nested = INPUT_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
  return [...top, ...nested].map((path) => ({
    path: path.split(sep).join('/'),
    mtimeMs: statSync(join(root, path)).mtimeMs,
  }));
}

/** Why the build at `dist` is stale, read from the disk; undefined when it is fresh. */
export function staleReasonOf(dist = distDir()): string | undefined {
  const manifest = join(dist, MANIFEST);
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : undefined;
  return staleReason(builtAt, repositoryFiles());
}

const hasFlock = () => {
  try {
    execSync('command -v flock', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * The environment of a build started from a test: Vitest's `NODE_ENV=test` (and its own
 * variables) left out, or Vite would bundle React's development build (measured: `/` 275 KB gzip
 * instead of 200).
 */
export const buildEnv = (env: NodeJS.ProcessEnv, dist: string): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  ),
  DIST_DIR: dist,
});

/**
 * Builds into `dist` when it is stale. The build runs under a lock where `flock` exists (test
 * files run in parallel, and every build shares `node_modules/.prerender`), and looks again once
 * it holds it (`scripts/build-if-stale.ts`): a second test waiting on the first finds it fresh.
 */
export function ensureFreshBuild(dist = distDir()): void {
  if (!staleReasonOf(dist)) return;
  const command = ['npx', 'tsx', 'scripts/build-if-stale.ts'];
  const [file, ...args] = hasFlock()
    ? ['flock', join(tmpdir(), 'build.lock'), ...command]
    : command;
  execFileSync(file!, args, {
    cwd: root,
    env: buildEnv(process.env, dist),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
