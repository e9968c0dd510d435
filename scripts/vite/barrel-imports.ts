import { dirname, resolve } from 'node:path';

/** Names imported from a module: a set, or every name (a namespace import, a side effect). */
export type ImportedNames = ReadonlySet<string> | 'all';

const withoutComments = (code: string) =>
  code.replace(/\/\*[^]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Whether a module only re-exports others (`export … from`, and the imports that feed them). */
export function isBarrel(code: string | null) {
  if (code === null || !/\bexport\b/.test(code)) return false;
  const statements = withoutComments(code)
    .split(/;\s*|\n/)
    .filter((statement) => statement.trim());
  return statements.every((statement) =>
    /^\s*(import|export)\b[^]*\bfrom\b|^\s*export\s*\{[^}]*\}\s*$/.test(statement),
  );
}

/** `a`, `b as c`, `type d` inside braces: [name in the module, name here] pairs. */
const bindings = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, as] = part.split(/\s+as\s+/);
      return [from!.trim(), (as ?? from)!.trim()] as const;
    });

/** The package a library module belongs to (`@mantine/core`, `react-router`). */
export const packageOf = (id: string) => {
  const path = id.slice(id.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/');
  return path[0]?.startsWith('@') ? `${path[0]}/${path[1]}` : path[0];
};

/** The names `code` imports (or re-exports) from `specifier`. */
export function namesImported(code: string, specifier: string): ImportedNames {
  const names = new Set<string>();
  const statement = /\b(import|export)\s*([^;'"]*?)\s*from\s*["']([^"']+)["']/g;
  for (const [, , clause = '', from] of withoutComments(code).matchAll(statement)) {
    if (from !== specifier) continue;
    if (/\*/.test(clause)) return 'all';
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces) bindings(braces[1]!).forEach(([name]) => names.add(name));
    const defaultName = clause.replace(/\{[^}]*\}/, '').replace(/^type\s+/, '');
    if (/^\s*[\w$]+\s*(,|$)/.test(defaultName)) names.add('default');
  }
  return names;
}

/**
 * The modules a barrel's `names` come from, each with the names to take from it (for a barrel
 * behind a barrel): `export { a as b } from './x'`, `export * from './y'`, and
 * `import * as x from './z'; export { x as y }`.
 */
export function reExportTargets(
  barrelId: string,
  code: string,
  names: ImportedNames,
  exportsOf: (id: string) => readonly string[],
  importedIds: readonly string[] = [],
): Map<string, ImportedNames> {
  const targets = new Map<string, ImportedNames>();
  // A package re-exported by name (`export * from '@tanstack/query-core'`) is found among the
  // barrel's resolved imports; resolved as a path it named nothing and its names were lost.
  const idOf = (specifier: string) =>
    specifier.startsWith('.')
      ? resolve(dirname(barrelId), specifier)
      : (packageImport(specifier, importedIds) ?? specifier);
  const take = (relative: string, wanted: ImportedNames) => {
    const id = idOf(relative);
    const before = targets.get(id);
    if (before === 'all' || wanted === 'all') return void targets.set(id, 'all');
    targets.set(id, new Set([...(before ?? []), ...wanted]));
  };
  const wants = (name: string) => names === 'all' || names.has(name);
  const locals = new Map<string, { from: string; name: string }>();
  const source = withoutComments(code);
  for (const [, clause = '', from = ''] of source.matchAll(
    /\bimport\s*([^;'"]*?)\s*from\s*["']([^"']+)["']/g,
  )) {
    const namespace = /\*\s*as\s+([\w$]+)/.exec(clause);
    if (namespace) locals.set(namespace[1]!, { from, name: '*' });
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces) for (const [name, local] of bindings(braces[1]!)) locals.set(local, { from, name });
  }
  for (const [, exported, from = ''] of source.matchAll(
    /\bexport\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["']/g,
  ))
    if (wants(exported!)) take(from, 'all');
  for (const [, clause = '', from] of source.matchAll(
    /\bexport\s*(\*|\{[^}]*\})\s*(?:from\s*["']([^"']+)["'])?/g,
  )) {
    if (clause === '*') {
      if (!from) continue;
      const id = idOf(from);
      const wanted = names === 'all' ? names : [...names].filter((n) => exportsOf(id).includes(n));
      if (wanted === 'all' || wanted.length) take(from, wanted === 'all' ? 'all' : new Set(wanted));
      continue;
    }
    for (const [name, exported] of bindings(clause.slice(1, -1))) {
      if (!wants(exported)) continue;
      if (from) take(from, new Set([name]));
      const local = locals.get(name);
      if (local) take(local.from, local.name === '*' ? 'all' : new Set([local.name]));
    }
  }
  return targets;
}

/**
 * The id among a module's resolved imports that a package specifier names: the one module of the
 * package it imports, or the one named after the subpath (`zustand/vanilla` → `esm/vanilla.mjs`).
 */
export function packageImport(specifier: string, importedIds: readonly string[]) {
  const name = packageOf(`node_modules/${specifier}`) ?? specifier;
  const subpath = specifier.slice(name.length + 1);
  const inPackage = importedIds.filter((id) => id.includes(`/node_modules/${name}/`));
  if (!subpath) return inPackage.length === 1 ? inPackage[0] : undefined;
  const last = subpath.split('/').pop();
  const named = inPackage.filter((id) => id.replace(/.*\//, '').replace(/\.[^.]*$/, '') === last);
  return named.length === 1 ? named[0] : undefined;
}

/** The id among `ids` that a resolved path names, with or without its extension. */
export const resolvedAmong = (ids: readonly string[], path: string) =>
  ids.find(
    (id) =>
      id === path || id.replace(/\.[cm]?[jt]sx?$/, '') === path.replace(/\.[cm]?[jt]sx?$/, ''),
  ) ?? path;

/** The names module `id` imports from the library barrel `barrelId` (every name when unsure). */
export function namesFrom(id: string, code: string, barrelId: string): ImportedNames {
  const names = new Set<string>();
  let matched = false;
  for (const [, specifier = ''] of code.matchAll(/\bfrom\s*["']([^"']+)["']/g)) {
    const target = specifier.startsWith('.') ? resolve(dirname(id), specifier) : undefined;
    const same = target
      ? resolvedAmong([barrelId], target) === barrelId
      : specifier === packageOf(barrelId) || barrelId.includes(`/node_modules/${specifier}/`);
    if (!same) continue;
    matched = true;
    const imported = namesImported(code, specifier);
    if (imported === 'all') return 'all';
    imported.forEach((name) => names.add(name));
  }
  return matched ? names : 'all';
}
