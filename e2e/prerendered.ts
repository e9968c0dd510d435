import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The build the browser tests run against (`DIST_DIR`, else `dist/`). */
export const dist = process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist');

/** The addresses the build prerendered, from its files: `region/Krytan/index.html` → `/region/Krytan`. */
export function prerenderedAddresses(dir = dist): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : prerenderedAddresses(path);
    if (name !== 'index.html') return [];
    return `/${relative(dist, dir)}`.replace(/\/$/, '') || '/';
  });
}
