// Every file, folder and page the docs name exists: a handbook that names a file nobody can find
// is how docs drift from the code unnoticed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A backticked repository path starts with one of the project's folders… */
const FOLDER_PATH = /^(src|scripts|e2e|public|docs)\/\S*$/;
/** …or names a top-level configuration file (`vite.config.ts`, `tsconfig.app.json`). */
const TOP_LEVEL_FILE = /^([\w-]+\.config\.(ts|js|mjs|cjs)|tsconfig[\w.-]*\.json|package\.json)$/;
/** `<id>`, `{key}`, `*` and `**` stand for any name: the path then needs one match. */
const PLACEHOLDER = /(\*\*|\*|<[^>]+>|\{[^}]+\})/;

/** The paths a markdown text names, in inline code or as relative links, from the repo's root. */
function namedPaths(markdown: string, docFile: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const inCode = [...prose.matchAll(/`([^`\n]+)`/g)]
    .map(([, code]) => code!)
    .filter((code) => FOLDER_PATH.test(code) || TOP_LEVEL_FILE.test(code));
  const linked = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!.replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
    .map((target) => path.relative(root, path.resolve(path.dirname(docFile), target)));
  return [...new Set([...inCode, ...linked])];
}

/** Whether a path exists; one with placeholders needs at least one file or folder it matches. */
function exists(repoPath: string): boolean {
  const parts = repoPath.split(PLACEHOLDER);
  if (parts.length === 1) return existsSync(path.join(root, repoPath));
  const fixed = parts[0]!.slice(0, parts[0]!.lastIndexOf('/') + 1);
  if (!existsSync(path.join(root, fixed))) return false;
  const pattern = new RegExp(
    `^${parts
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.+?^$()|[\]\\]/g, '\\$&');
        return part === '**' ? '.*' : '[^/]*';
      })
      .join('')}/?$`,
  );
  return readdirSync(path.join(root, fixed), { recursive: true, encoding: 'utf8' }).some((entry) =>
    pattern.test(fixed + entry.split(path.sep).join('/')),
  );
}

/** The paths a markdown file names that do not exist. */
function missingPaths(docFile: string): string[] {
  return namedPaths(readFileSync(docFile, 'utf8'), docFile).filter((named) => !exists(named));
}

const docs = [
  path.join(root, 'README.md'),
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(root, 'docs', name)),
];

describe('paths named in the docs', () => {
  it('finds every kind of missing path in a planted fixture, and only those', () => {
    const fixture = path.join(root, 'scripts/fixtures/docs-paths/planted.md');
    expect(missingPaths(fixture).sort()).toEqual(
      [
        'docs/no-such-page.md',
        'lint.config.ts',
        'scripts/fixtures/docs-paths/missing-link.md',
        'src/app/routes/<id>.jsx',
        'src/hooks/use-hydrated.tsx',
        'src/lib/no-such-folder/',
      ].sort(),
    );
  });

  it.each(docs.map((file) => [path.relative(root, file), file]))(
    '%s names only paths that exist',
    (_name, file) => {
      expect(missingPaths(file)).toEqual([]);
    },
  );
});
