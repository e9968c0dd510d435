import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { mergePageGroups, type PageGroup } from './page-groups';
import {
  isBarrel,
  namesFrom,
  reExportTargets,
  resolvedAmong,
  type ImportedNames,
} from './barrel-imports';

/** What `codeSplitting`'s name function is given to look modules up. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    exports: readonly string[];
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** Six letters naming a set of pages (their names would make file names of 200 characters). */
const shortHash = (names: string[]) =>
  createHash('sha256').update(names.join()).digest('base64url').slice(0, 6);

const baseName = (id: string) => id.replace(/.*[\\/]/, '').replace(/\.[^.]*$/, '');

/**
 * One chunk per start step, one per page and one per set of pages (docs/performance.md "Few
 * chunks"). Left to itself, the bundler makes a chunk of every set of modules that the same
 * dynamic imports share, and a page asked for ~90–140 small files before it answered a press, each
 * one a task for the phone's main thread. Here each module goes to the first start step whose
 * static imports reach it (the entry's dynamic imports, in order: src/app/start/start.ts); what no
 * step reaches goes with the route modules that reach it; what only lazy parts reach is left to
 * the bundler.
 */
export function pageChunks(root: string) {
  const entryModule = join(root, 'src/main.tsx');
  const startModule = join(root, 'src/app/start/start.ts');
  const routerModule = join(root, 'src/app/router.tsx');
  let owners: Map<string, string> | undefined;

  /**
   * The modules `id` imports. Through a library's barrel (an index that only re-exports, like
   * Mantine's; ours have none) only the modules of the names imported count: all of it would take
   * in every component of the library, used or not.
   */
  const directImports = (graph: ModuleGraph, id: string) => {
    const found = new Set<string>();
    const exportsOf = (module: string) => graph.getModuleInfo(module)?.exports ?? [];
    const libraryBarrel = (module: string) => {
      const info = graph.getModuleInfo(module);
      return module.includes('node_modules') && info?.code && isBarrel(info.code)
        ? info
        : undefined;
    };
    const reach = (module: string, names: ImportedNames) => {
      const barrel = names === 'all' ? undefined : libraryBarrel(module);
      if (!barrel?.code) return void found.add(module);
      const targets = reExportTargets(module, barrel.code, names, exportsOf, barrel.importedIds);
      for (const [target, wanted] of targets)
        reach(resolvedAmong(barrel.importedIds, target), wanted);
    };
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? [])
      reach(
        imported,
        libraryBarrel(imported) && info?.code ? namesFrom(id, info.code, imported) : 'all',
      );
    return found;
  };

  /** Every module `from` reaches through static imports, `from` included. */
  const staticClosure = (graph: ModuleGraph, from: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      directImports(graph, id).forEach(visit);
    };
    visit(from);
    return seen;
  };

  const ownersOf = (graph: ModuleGraph) => {
    const map = new Map<string, string>();
    const start = graph.getModuleInfo(startModule);
    if (!start) return map; // Another build (the prerender's, the service worker's).
    // The entry's own modules stay in the entry's chunk.
    const claimed = staticClosure(graph, entryModule);
    start.dynamicallyImportedIds.forEach((step, index) => {
      const name = `start-${index + 1}-${baseName(step)}`;
      for (const id of staticClosure(graph, step)) {
        if (claimed.has(id)) continue;
        claimed.add(id);
        map.set(id, name);
      }
    });
    // A module a page's route module reaches goes with the pages that reach it, in as few files
    // as pays (page-groups.ts): one page's own chunk, or a chunk several pages share. A lazy part
    // that uses such a module loads its chunk; what only lazy parts reach is left to the bundler.
    const routes = graph.getModuleInfo(routerModule)?.dynamicallyImportedIds ?? [];
    const pagesOf = new Map<string, string[]>();
    for (const route of routes) {
      for (const id of staticClosure(graph, route)) {
        if (claimed.has(id)) continue;
        pagesOf.set(id, [...(pagesOf.get(id) ?? []), baseName(route)]);
      }
    }
    const groups = new Map<string, PageGroup>();
    for (const [id, pages] of pagesOf) {
      const key = pages.sort().join();
      const group = groups.get(key) ?? { pages: new Set(pages), bytes: 0, modules: [] };
      group.bytes += graph.getModuleInfo(id)?.code?.length ?? 0;
      group.modules.push(id);
      groups.set(key, group);
    }
    const imports = new Map<string, Set<string>>();
    const importsOf = (id: string) => {
      const found = imports.get(id) ?? directImports(graph, id);
      imports.set(id, found);
      return found;
    };
    for (const { pages, modules } of mergePageGroups([...groups.values()], importsOf)) {
      const names = [...pages].sort();
      const name = names.length === 1 ? `page-${names[0]}` : `pages-${shortHash(names)}`;
      for (const id of modules) map.set(id, name);
    }
    return map;
  };

  return {
    name: (id: string, graph: ModuleGraph) => {
      owners ??= ownersOf(graph);
      return owners.get(id) ?? null;
    },
  };
}
