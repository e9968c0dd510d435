import type { Plugin } from 'vite';

/** What the plugin reads of an output chunk. */
export interface ChunkLike {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

type Bundle = Record<string, ChunkLike>;

function staticClosure(bundle: Bundle, fileName: string, into = new Set<string>()) {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  chunk.imports?.forEach((name) => staticClosure(bundle, name, into));
  return into;
}

const intersect = (a: Set<string>, b: Set<string>) => new Set([...a].filter((name) => b.has(name)));

/**
 * For each chunk, the chunks certainly loaded whenever its code runs. A chunk arrives with the
 * static imports of what brought it: an entry, or a lazy import of a chunk whose static imports
 * include it, made from code whose own certainly-loaded chunks are then loaded too. Over every
 * way a chunk can arrive, what all of them load (a fixpoint, from "everything" down).
 */
export function certainlyLoaded(bundle: Bundle): Map<string, Set<string>> {
  const chunks = Object.keys(bundle).filter((name) => bundle[name]?.type === 'chunk');
  const closures = new Map(chunks.map((name) => [name, staticClosure(bundle, name)]));
  const arrivals = chunks.flatMap((host) =>
    (bundle[host]?.dynamicImports ?? [])
      .filter((target) => closures.has(target))
      .map((target) => ({ host, closure: closures.get(target)! })),
  );
  const entryClosures = chunks
    .filter((name) => bundle[name]?.isEntry)
    .map((name) => closures.get(name)!);
  const loaded = new Map(chunks.map((name) => [name, new Set(chunks)]));
  for (let changed = true; changed;) {
    changed = false;
    for (const name of chunks) {
      let known: Set<string> | undefined;
      const meet = (set: Set<string>) => (known = known ? intersect(known, set) : set);
      for (const closure of entryClosures) if (closure.has(name)) meet(closure);
      for (const { host, closure } of arrivals)
        if (closure.has(name)) meet(new Set([...loaded.get(host)!, ...closure]));
      const next = known ?? closures.get(name)!;
      if (next.size !== loaded.get(name)!.size) {
        loaded.set(name, next);
        changed = true;
      }
    }
  }
  return loaded;
}

/**
 * Leaves out of each lazy import's preload list the chunks certainly loaded where the import is
 * made. Vite lists every chunk a lazily loaded module needs, the shell's React and Mantine pieces
 * included, and writes the list into the importing code: a lazy part of the shell cost its whole
 * list in bytes on every page (docs/performance.md "What keeps the bytes down"). Nothing changes at
 * run time: Vite's preload skips a loaded chunk anyway. Stylesheets stay listed (Vite passes them
 * apart).
 */
export function skipLoadedPreloads(): Plugin {
  let loaded = new Map<string, Set<string>>();
  return {
    name: 'skip-loaded-preloads',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      build: {
        modulePreload: {
          // Every browser the app runs in has `<link rel="modulepreload">` (Chrome 66, Firefox
          // 115, Safari 17); without it a preload is skipped, not broken. The polyfill was a part of
          // the entry, evaluated before the start on every page.
          polyfill: false,
          resolveDependencies: (_file, deps, { hostId }) =>
            deps.filter((dep) => !loaded.get(hostId)?.has(dep)),
        },
      },
    }),
    // Before Vite's own `generateBundle` writes the lists.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = certainlyLoaded(bundle);
      },
    },
  };
}
