/**
 * Three-way merge of stored data, for two tabs saving at the same moment: the other tab's change
 * (`base` → `theirs`) is applied to this tab's data (`mine`) item by item, instead of one
 * overwriting the other. The result does not depend on which tab is "mine", so both tabs settle
 * on the same data.
 */
import { isRecord } from './keep-valid';

const byCodePoint = ([a]: [string, unknown], [b]: [string, unknown]) =>
  a < b ? -1 : a > b ? 1 : 0;

/** JSON with object keys sorted: equal data gives equal text whatever its key order. */
export function canonicalJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner) ? Object.fromEntries(Object.entries(inner).sort(byCodePoint)) : inner,
  ) as string | undefined;
  return text ?? '';
}

export const sameData = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** Lists as sets of items (an edited item is the old one removed and the new one added). */
function mergeLists(base: unknown[], mine: unknown[], theirs: unknown[]) {
  const keys = (list: unknown[]) => new Set(list.map(canonicalJson));
  const [inBase, inMine, inTheirs] = [keys(base), keys(mine), keys(theirs)];
  const added = new Map<string, unknown>();
  for (const item of [...mine, ...theirs]) {
    const key = canonicalJson(item);
    if (!inBase.has(key)) added.set(key, item);
  }
  // New items first (pins are newest first), in an order both tabs agree on; then the items
  // neither tab removed, in their old order.
  const additions = [...added].sort(byCodePoint).map(([, item]) => item);
  const kept = base.filter((item) => {
    const key = canonicalJson(item);
    return inMine.has(key) && inTheirs.has(key);
  });
  return [...additions, ...kept];
}

/** Records entry by entry: an entry one tab removed and the other left alone is removed. */
function mergeRecords(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
) {
  const entry = (record: Record<string, unknown>, name: string) =>
    Object.hasOwn(record, name) ? record[name] : undefined;
  const names = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
  const entries = [...names]
    .map((name) => [name, mergeChanges(entry(base, name), entry(mine, name), entry(theirs, name))])
    .filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as Record<string, unknown>;
}

/**
 * What both tabs keep: a change made in only one tab wins; items added in either tab are all
 * kept and items removed in either are removed. When both changed the same single value (a
 * setting, a count) the larger one is kept — any rule would do, as long as both tabs pick the same.
 */
export function mergeChanges(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (sameData(mine, theirs) || sameData(theirs, base)) return mine;
  if (sameData(mine, base)) return theirs;
  if (Array.isArray(mine) && Array.isArray(theirs)) {
    return mergeLists(Array.isArray(base) ? base : [], mine, theirs);
  }
  if (isRecord(mine) && isRecord(theirs)) {
    return mergeRecords(isRecord(base) ? base : {}, mine, theirs);
  }
  if (typeof mine === 'number' && typeof theirs === 'number') return Math.max(mine, theirs);
  return canonicalJson(mine) > canonicalJson(theirs) ? mine : theirs;
}
