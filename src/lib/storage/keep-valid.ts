/** Helpers for a slice's `repair`: keep what is still valid of a stored or imported group. */

interface Issue {
  code?: string;
  message: string;
  path: PropertyKey[];
}
interface Validator {
  safeParse(data: unknown): { success: boolean; error?: { issues: Issue[] } };
}

/** How many items a group held when it held more than its cap (only the first `max` are read). */
export interface Capped {
  count: number;
  max: number;
}

/**
 * How the player recognises an item: by its name ("Kryta", shown quoted), its place in the group
 * ("item 3") or its fish id ("fish 24"). Worded where shown (`storage-words.ts`).
 */
export type ItemRef = { name: string } | { position: number } | { fish: string };

/**
 * Why part of a stored or imported group was left out, as ids and values: the lib loads with
 * every page, its words only where a notice or an import preview shows them (`storage-words.ts`).
 */
export type StorageProblem =
  /** The group held `count` items, more than the `max` read; `items` says what they are. */
  | { kind: 'too-many'; count: number; max: number; items: string }
  /** One item left out: by its field, or with a reason of our own (an id of `REASONS`). */
  | { kind: 'left-out'; item: ItemRef; field?: string; reason?: string }
  /** An entry named `__proto__`. */
  | { kind: 'reserved-name'; name: string }
  /** A setting not valid, its default used instead. */
  | { kind: 'default-used'; setting: string };

/** The valid part of a group, and why each left-out item was left out. */
export interface Kept<T> {
  kept: T | undefined;
  problems: StorageProblem[];
  capped?: Capped;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Names that would change an object's prototype instead of naming an entry. */
const RESERVED_NAMES = new Set(['__proto__']);

/** Why a check failed: our own check's reason (its message is an id), or which field. */
function leftOut(item: ItemRef, result: ReturnType<Validator['safeParse']>): StorageProblem {
  const issue = result.error?.issues[0];
  // Our own checks name a reason for the player; zod's generic messages do not help one.
  if (issue?.code === 'custom' && issue.message && issue.message !== 'Invalid input') {
    return { kind: 'left-out', item, reason: issue.message };
  }
  return issue && issue.path.length > 0
    ? { kind: 'left-out', item, field: issue.path.join('.') }
    : { kind: 'left-out', item };
}

interface ItemsOptions {
  /** At most this many items are read (a bigger file would freeze the page). */
  max: number;
  /** What the items are, for messages: a slice's name ("pins") or `completion`. */
  items: string;
  /** How the player recognises an item ("Kryta"). */
  describe?: (item: unknown, index: number) => ItemRef;
  /** Refuse entries named `__proto__` (for data that is later written with plain assignment). */
  refuseReservedNames?: boolean;
}

/** Names an item by its `name` or `id` when it has one, else by its position. */
export function describeByName(item: unknown, index: number): ItemRef {
  const name = isRecord(item) ? (item.name ?? item.id) : undefined;
  return typeof name === 'string' && name ? { name } : { position: index + 1 };
}

const cappedAt = (count: number, max: number): Capped | undefined =>
  count > max ? { count, max } : undefined;

const tooMany = (count: number, { max, items }: ItemsOptions): StorageProblem[] =>
  count > max ? [{ kind: 'too-many', count, max, items }] : [];

/**
 * The items of `stored[field]` (an array) that pass `schema`, at most `max`; `kept` is undefined
 * when it is not an array (the whole group is unreadable then, not one item).
 */
export function keepValidItems(
  stored: unknown,
  field: string,
  schema: Validator,
  options: ItemsOptions,
): Kept<unknown[]> {
  const items = isRecord(stored) ? stored[field] : undefined;
  if (!Array.isArray(items)) return { kept: undefined, problems: [] };
  const problems = tooMany(items.length, options);
  const describe = options.describe ?? describeByName;
  const kept = items.slice(0, options.max).filter((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success) problems.push(leftOut(describe(item, index), result));
    return result.success;
  });
  return { kept, problems, capped: cappedAt(items.length, options.max) };
}

/** The entries of `stored[field]` (an object) whose values pass `schema`, at most `max`. */
export function keepValidEntries(
  stored: unknown,
  field: string,
  schema: Validator,
  options: ItemsOptions,
): Kept<Record<string, unknown>> {
  const entries = isRecord(stored) ? stored[field] : undefined;
  if (!isRecord(entries)) return { kept: undefined, problems: [] };
  const all = Object.entries(entries);
  const problems = tooMany(all.length, options);
  const kept = all.slice(0, options.max).filter(([name, value]) => {
    if (options.refuseReservedNames && RESERVED_NAMES.has(name)) {
      problems.push({ kind: 'reserved-name', name });
      return false;
    }
    const result = schema.safeParse(value);
    if (!result.success) problems.push(leftOut({ name }, result));
    return result.success;
  });
  return { kept: Object.fromEntries(kept), problems, capped: cappedAt(all.length, options.max) };
}

/** A record check that fails on reserved names, which zod's record would drop without a word. */
export const withoutReservedNames = (value: unknown) =>
  isRecord(value) && ![...RESERVED_NAMES].some((name) => Object.hasOwn(value, name));
