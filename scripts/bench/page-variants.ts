// A copy of a build whose pages run no code (`no-code`) or also have no styles (`markup-only`),
// for `bench:ab` (scripts/bench-variant.ts). It tells what a page's own HTML and CSS cost its
// first paint, apart from its code (docs/performance.md "Targets and where they stand").
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type PageVariant = 'no-code' | 'markup-only';

// Our own build's markup: every element below is written by the build, so a pattern is enough.
// The code is the deferred start script and the modules it starts. A blocking script is part of
// the first paint (the paint-time script fills the clocks and marks the day and the phases) and
// the prerendered state (`type="application/json"`) is data: both stay.
const CODE = /<script (?:[^>]*\bdefer\b|type="module")[^>]*>[\s\S]*?<\/script>/g;
const STYLES = /<style[^>]*>[\s\S]*?<\/style>|<link rel="stylesheet"[^>]*>/g;

/** The page without what the variant leaves out. */
export function pageVariant(html: string, variant: PageVariant): string {
  const withoutCode = html.replace(CODE, '');
  return variant === 'no-code' ? withoutCode : withoutCode.replace(STYLES, '');
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Copies `dist` to `out` with every page in the variant. */
export function writeVariantBuild(dist: string, out: string, variant: PageVariant) {
  // `out` is emptied first: never the build itself, nor a folder holding it.
  if (!relative(out, dist).startsWith('..'))
    throw new Error(`The copy (${out}) must not be the build (${dist}) nor hold it.`);
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  for (const file of htmlFiles(out)) {
    writeFileSync(file, pageVariant(readFileSync(file, 'utf8'), variant));
    // The server prefers the build's gzip copy, which still has the code.
    rmSync(`${file}.gz`, { force: true });
  }
}
