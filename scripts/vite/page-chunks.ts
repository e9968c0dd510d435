import { join } from 'node:path';
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

const baseName = (id: string) => id.replace(/.*[\\/]/, '').replace(/\.[^.]*$/, '');

/**
 * One chunk per start step and one per page (docs/performance.md "Few chunks"). Left to itself,
 * the bundler makes a chunk of every set of modules that the same dynamic imports share, and a
 * page asked for ~90–140 small files before it answered a press, each one a task for the phone's
 * main thread. Here each module goes to the first start step whose static imports reach it (the
 * entry's dynamic imports, in order: src/app/start/start.ts); what no step reaches and only one
 * page's route module reaches goes to that page's chunk; the rest (lazy parts, what several
 * pages share) is left to the bundler.
 */
export function pageChunks(root: string) {
  const entryModule = join(root, 'src/main.tsx');
  const startModule = join(root, 'src/app/start/start.ts');
  const routerModule = join(root, 'src/app/router.tsx');
  let owners: Map<string, string> | undefined;

  /**
   * Every module `from` reaches through static imports, `from` included. Through a library's
   * barrel (an index that only re-exports, like Mantine's; ours have none) only the names imported
   * are followed: all of it would take in every component of the library, used or not.
   */
  const staticClosure = (graph: ModuleGraph, from: string) => {
    const seen = new Set<string>();
    const exportsOf = (id: string) => graph.getModuleInfo(id)?.exports ?? [];
    const libraryBarrel = (id: string) => {
      const info = graph.getModuleInfo(id);
      return id.includes('node_modules') && info?.code && isBarrel(info.code) ? info : undefined;
    };
    const visit = (id: string, names: ImportedNames = 'all') => {
      const barrel = names === 'all' ? undefined : libraryBarrel(id);
      if (barrel?.code) {
        const targets = reExportTargets(id, barrel.code, names, exportsOf);
        for (const [target, wanted] of targets)
          visit(resolvedAmong(barrel.importedIds, target), wanted);
        return;
      }
      if (seen.has(id)) return;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      for (const imported of info?.importedIds ?? []) {
        const names =
          libraryBarrel(imported) && info?.code ? namesFrom(id, info.code, imported) : 'all';
        visit(imported, names);
      }
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
    // Every module a dynamic import loads (route modules, lazy parts), found from the start.
    const lazyRoots = new Set<string>();
    const seen = new Set<string>();
    const walk = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      info?.importedIds.forEach(walk);
      info?.dynamicallyImportedIds.forEach((lazy) => {
        lazyRoots.add(lazy);
        walk(lazy);
      });
    };
    walk(startModule);
    // A module that one route module alone reaches (no other route, no lazy part) is its page's.
    const routes = new Set(graph.getModuleInfo(routerModule)?.dynamicallyImportedIds ?? []);
    const reachedBy = new Map<string, string[]>();
    for (const lazy of lazyRoots) {
      if (claimed.has(lazy)) continue;
      for (const id of staticClosure(graph, lazy)) {
        if (claimed.has(id)) continue;
        reachedBy.set(id, [...(reachedBy.get(id) ?? []), lazy]);
      }
    }
    for (const [id, roots] of reachedBy) {
      const [only] = roots;
      if (roots.length === 1 && only && routes.has(only)) map.set(id, `page-${baseName(only)}`);
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
