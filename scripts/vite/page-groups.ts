/** Modules the same pages load, and their size. */
export interface PageGroup {
  pages: ReadonlySet<string>;
  bytes: number;
  modules: string[];
}

/**
 * What a page pays before it answers a press, in the same unit: a script file costs the phone's
 * main thread a response and a preload link (~10 ms at 4× throttle, docs/performance.md "Answering
 * a press"), a KB of code its download, parsing and evaluation; and every page's JS + CSS has a
 * budget that may only fall. A file is counted as 5 KB of code (measured against 3 and 8: docs/performance.md "Few chunks").
 */
export const FILE_COST_IN_BYTES = 5 * 1024;

/**
 * Merges groups of modules while a merge saves the pages more than it costs them: the pages of
 * both groups ask for one file less, the pages of only one load the other's bytes too. Greedy,
 * largest saving first; groups of the same pages merge at no cost. A merge that would make two
 * chunks import each other (through a third) is never made: a cycle between chunks runs a module
 * before what it imports (`importsOf` gives a module's imports, through library barrels).
 */
export function mergePageGroups(
  groups: PageGroup[],
  importsOf: (module: string) => Iterable<string>,
  fileCost = FILE_COST_IN_BYTES,
): PageGroup[] {
  const merged = groups.map((group) => ({ ...group, modules: [...group.modules] }));
  const groupOf = new Map<string, PageGroup>();
  for (const group of merged) for (const module of group.modules) groupOf.set(module, group);
  const successors = (group: PageGroup) => {
    const next = new Set<PageGroup>();
    for (const module of group.modules)
      for (const imported of importsOf(module)) {
        const target = groupOf.get(imported);
        if (target && target !== group) next.add(target);
      }
    return next;
  };
  /** Whether `to` is reached from `from` through another group. */
  const reachesThroughOthers = (from: PageGroup, to: PageGroup) => {
    const seen = new Set<PageGroup>([from]);
    const stack = [...successors(from)].filter((group) => group !== to);
    while (stack.length) {
      const group = stack.pop()!;
      if (seen.has(group)) continue;
      seen.add(group);
      for (const next of successors(group)) {
        if (next === to) return true;
        stack.push(next);
      }
    }
    return false;
  };
  const gain = (a: PageGroup, b: PageGroup) => {
    let shared = 0;
    for (const page of a.pages) if (b.pages.has(page)) shared++;
    return (
      shared * fileCost - (a.pages.size - shared) * b.bytes - (b.pages.size - shared) * a.bytes
    );
  };
  const refused = new Set<string>();
  const pairKey = (a: PageGroup, b: PageGroup) => `${a.modules[0]}|${b.modules[0]}`;
  for (;;) {
    let best: { a: PageGroup; b: PageGroup; gain: number } | undefined;
    for (let i = 0; i < merged.length; i++)
      for (let j = i + 1; j < merged.length; j++) {
        const [a, b] = [merged[i]!, merged[j]!];
        const g = gain(a, b);
        if (g > 0 && (!best || g > best.gain) && !refused.has(pairKey(a, b)))
          best = { a, b, gain: g };
      }
    if (!best) return merged;
    const { a, b } = best;
    if (reachesThroughOthers(a, b) || reachesThroughOthers(b, a)) {
      refused.add(pairKey(a, b));
      continue;
    }
    merged.splice(merged.indexOf(b), 1);
    a.pages = new Set([...a.pages, ...b.pages]);
    a.bytes += b.bytes;
    for (const module of b.modules) {
      a.modules.push(module);
      groupOf.set(module, a);
    }
  }
}
