import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isBarrel,
  namesFrom,
  namesImported,
  packageImport,
  reExportTargets,
} from './barrel-imports';
import { pageChunks, type ModuleGraph } from './page-chunks';

describe('library barrels', () => {
  it.each([
    { code: "export { a } from './a.mjs';\nexport { b as c } from './b.mjs';", barrel: true },
    { code: "/** licence */\nimport * as i from './i.mjs';\nexport { i as icons };", barrel: true },
    { code: "export * from './a.mjs';", barrel: true },
    { code: "import { a } from './a.mjs';\nexport const b = a + 1;", barrel: false },
    { code: 'module.exports = require("./cjs.js");', barrel: false },
  ])('tells a barrel from a module: $code', ({ code, barrel }) => {
    expect(isBarrel(code)).toBe(barrel);
  });

  it.each([
    { code: 'import { Button, Group as Row } from "@mantine/core";', names: ['Button', 'Group'] },
    {
      code: 'import Icon, { type Props } from "lib";',
      specifier: 'lib',
      names: ['Props', 'default'],
    },
    { code: 'import * as all from "@mantine/core";', names: 'all' },
    { code: 'export { Text } from "@mantine/core";', names: ['Text'] },
    { code: 'import { Text } from "@mantine/hooks";', names: [] },
  ])('reads the names imported: $code', ({ code, specifier = '@mantine/core', names }) => {
    const imported = namesImported(code, specifier);
    expect(imported === 'all' ? 'all' : [...imported].sort()).toEqual(names);
  });

  const barrel = '/n/node_modules/lib/index.mjs';
  const code = [
    "export { A } from './a.mjs';",
    "export { B as Bee, C } from './bc.mjs';",
    "export * from './star.mjs';",
    "import * as icons from './icons.mjs';",
    'export { icons };',
  ].join('\n');
  const exportsOf = (id: string) => (id.endsWith('star.mjs') ? ['S'] : []);

  it.each([
    { names: ['A'], targets: { '/n/node_modules/lib/a.mjs': ['A'] } },
    { names: ['Bee'], targets: { '/n/node_modules/lib/bc.mjs': ['B'] } },
    { names: ['S'], targets: { '/n/node_modules/lib/star.mjs': ['S'] } },
    { names: ['icons'], targets: { '/n/node_modules/lib/icons.mjs': 'all' } },
    { names: ['Nothing'], targets: {} },
  ])('follows only the names wanted through a barrel: $names', ({ names, targets }) => {
    const found = reExportTargets(barrel, code, new Set(names), exportsOf);
    expect(
      Object.fromEntries(
        [...found].map(([id, wanted]) => [id, wanted === 'all' ? 'all' : [...wanted]]),
      ),
    ).toEqual(targets);
  });

  it('follows a package re-exported by name to its resolved import', () => {
    const reExporter = "import { A } from './a.mjs';\nexport * from 'core';\nexport { A };";
    const core = '/n/node_modules/core/index.mjs';
    const exportsOfCore = (id: string) => (id === core ? ['Q'] : []);
    const found = reExportTargets(barrel, reExporter, new Set(['Q']), exportsOfCore, [core]);
    expect([...found.keys()]).toEqual([core]);
    expect(reExportTargets(barrel, reExporter, new Set(['Q']), exportsOfCore).size).toBe(0);
  });

  it.each([
    {
      specifier: 'core',
      ids: ['/n/node_modules/core/index.mjs'],
      id: '/n/node_modules/core/index.mjs',
    },
    {
      specifier: 'zustand/vanilla',
      ids: ['/n/node_modules/zustand/esm/vanilla.mjs', '/n/node_modules/zustand/esm/react.mjs'],
      id: '/n/node_modules/zustand/esm/vanilla.mjs',
    },
    {
      specifier: '@scope/pkg',
      ids: ['/n/node_modules/@scope/pkg/a.mjs', '/n/node_modules/@scope/pkg/b.mjs'],
      id: undefined,
    },
    { specifier: 'other', ids: ['/n/node_modules/core/index.mjs'], id: undefined },
  ])('finds the module a package specifier names: $specifier', ({ specifier, ids, id }) => {
    expect(packageImport(specifier, ids)).toBe(id);
  });

  it('matches a package import to its barrel, and a relative one to its file', () => {
    const user = 'import { A } from "lib";\nimport { X } from "./x";';
    expect([...(namesFrom('/n/src/u.ts', user, barrel) as Set<string>)]).toEqual(['A']);
    expect(namesFrom('/n/src/u.ts', 'import "lib";', barrel)).toBe('all');
  });
});

/** Code of `kb` KB. */
const big = (kb: number) => `export const x = '${'x'.repeat(kb * 1024)}';`;

/** The six letters page-chunks.ts names a set of pages with. */
const hashOf = (pages: string) =>
  createHash('sha256').update(pages).digest('base64url').slice(0, 6);

/** A module graph from `{ id: { imports, lazy, code } }`. */
function graphOf(
  modules: Record<string, { imports?: string[]; lazy?: string[]; code?: string }>,
): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      if (!module) return null;
      return {
        code: module.code ?? 'export const x = 1;',
        exports: [],
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.lazy ?? [],
      };
    },
  };
}

describe('page chunks', () => {
  const root = '/app';
  const graph = graphOf({
    '/app/src/main.tsx': { imports: ['/app/src/app/start/start.ts'] },
    '/app/src/app/start/start.ts': {
      imports: ['/app/src/entry-only.ts'],
      lazy: ['/app/src/step-dom.ts', '/app/src/step-app.ts'],
    },
    '/app/src/entry-only.ts': {},
    '/app/src/step-dom.ts': { imports: ['/app/node_modules/react/index.js'] },
    '/app/node_modules/react/index.js': {},
    '/app/src/step-app.ts': {
      imports: [
        '/app/src/app/router.tsx',
        '/app/node_modules/ui/index.mjs',
        '/app/src/entry-only.ts',
      ],
      code: 'import { Button } from "ui";',
    },
    '/app/node_modules/ui/index.mjs': {
      imports: ['/app/node_modules/ui/button.mjs', '/app/node_modules/ui/table.mjs'],
      code: "export { Button } from './button.mjs';\nexport { Table } from './table.mjs';",
    },
    '/app/node_modules/ui/button.mjs': { imports: ['/app/node_modules/react/index.js'] },
    '/app/node_modules/ui/table.mjs': {},
    '/app/src/app/router.tsx': {
      lazy: ['/app/src/routes/help.tsx', '/app/src/routes/region.tsx'],
    },
    '/app/src/routes/help.tsx': { imports: ['/app/src/help-page.tsx', '/app/src/shared.ts'] },
    '/app/src/help-page.tsx': { code: big(10) },
    '/app/src/routes/region.tsx': {
      imports: ['/app/src/region-page.tsx', '/app/src/shared.ts', '/app/node_modules/ui/index.mjs'],
      lazy: ['/app/src/popover.tsx'],
      code: 'import { Table } from "ui";',
    },
    '/app/src/region-page.tsx': { imports: ['/app/src/tooltip.ts'], code: big(10) },
    '/app/src/popover.tsx': { imports: ['/app/src/tooltip.ts'] },
    '/app/src/tooltip.ts': {},
    '/app/src/shared.ts': { code: big(6) },
  });
  const { name } = pageChunks(root);

  it.each<{ id: string; chunk: string | null; why: string }>([
    { id: '/app/src/entry-only.ts', chunk: null, why: "the entry's own modules stay in the entry" },
    { id: '/app/src/step-dom.ts', chunk: 'start-1-step-dom', why: 'the first step' },
    {
      id: '/app/node_modules/react/index.js',
      chunk: 'start-1-step-dom',
      why: 'with what it reaches first',
    },
    { id: '/app/src/step-app.ts', chunk: 'start-2-step-app', why: 'the second step' },
    {
      id: '/app/node_modules/ui/button.mjs',
      chunk: 'start-2-step-app',
      why: 'the library part a step imports',
    },
    {
      id: '/app/node_modules/ui/table.mjs',
      chunk: 'page-region',
      why: 'not the parts it does not import',
    },
    { id: '/app/src/help-page.tsx', chunk: 'page-help', why: "one route's own module" },
    { id: '/app/src/region-page.tsx', chunk: 'page-region', why: "another route's" },
    {
      id: '/app/src/shared.ts',
      chunk: `pages-${hashOf('help,region')}`,
      why: 'shared by two routes, too big to load on the other: a chunk of its own',
    },
    { id: '/app/src/tooltip.ts', chunk: 'page-region', why: "used by a lazy part too: the page's" },
    { id: '/app/src/popover.tsx', chunk: null, why: 'a lazy part' },
  ])('$id → $chunk ($why)', ({ id, chunk }) => {
    expect(name(id, graph)).toBe(chunk);
  });

  it('names nothing in a build without the start (the prerender, the service worker)', () => {
    expect(pageChunks(root).name('/app/src/help-page.tsx', graphOf({}))).toBeNull();
  });
});
