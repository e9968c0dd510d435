import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findUnusedExports, sourceFiles } from './lib/unused-exports';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Whose exports must be imported somewhere: the app's modules and the scripts' helpers. Tests,
 * lint fixtures, the entry points (the browser's, and prerendering's, which the build loads by
 * path; the macros' runtime, which the code the Lingui macros write imports, named in
 * lingui.config.ts) and command-line scripts are used by tools, not by imports.
 */
function isCandidate(file: string) {
  if (/\.(test|spec)\.tsx?$/.test(file)) return false;
  if (file.startsWith('src/')) {
    const entries = [
      'src/main.tsx',
      'src/app/prerender/render-page.tsx',
      'src/lib/i18n/runtime.tsx',
    ];
    return !entries.includes(file) && !file.startsWith('src/testing/lint-fixtures/');
  }
  return file.startsWith('scripts/lib/') || file.startsWith('scripts/bench/');
}

describe('unused exports', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'unused-exports-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('finds a planted unused export, and follows every kind of import', () => {
    const files: Record<string, string> = {
      'src/feature/logic.ts': [
        'export const used = 1;',
        'export const planted = 2;',
        'export function viaIndex() {}',
        'export const onlyHere = 3;',
        'export const alsoOnlyHere = onlyHere + 1;',
        'export type Shape = { a: number };',
      ].join('\n'),
      'src/feature/index.ts': "export { viaIndex, type Shape } from './logic';",
      'src/feature/lazy.ts': 'export const loadedLater = 1;',
      'src/feature/namespace.ts': 'export const a = 1; export const b = 2;',
      'src/app.ts': [
        "import { used } from '@/feature/logic';",
        "import { viaIndex, type Shape } from './feature';",
        "import * as all from './feature/namespace';",
        'export const page = () => import("./feature/lazy");',
        'const shape: Shape = { a: used };',
        'viaIndex(); console.log(all, shape);',
      ].join('\n'),
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(fixture, name)), { recursive: true });
      writeFileSync(path.join(fixture, name), text);
    }
    const unused = findUnusedExports({
      root: fixture,
      files: sourceFiles(fixture, ['src']),
      isCandidate: (file) => file !== 'src/app.ts',
    });
    expect(unused).toEqual([
      { file: 'src/feature/logic.ts', name: 'planted' },
      { file: 'src/feature/logic.ts', name: 'alsoOnlyHere' },
    ]);
  }, 30_000);

  it('finds none in the project', () => {
    const files = [
      ...sourceFiles(root, ['src', 'scripts', 'e2e']),
      ...['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts'].map((f) =>
        path.join(root, f),
      ),
    ];
    expect(findUnusedExports({ root, files, isCandidate })).toEqual([]);
  }, 120_000);
});
