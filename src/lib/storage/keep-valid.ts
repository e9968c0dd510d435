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

/** The valid part of a group, and why each left-out item was left out. */
export interface Kept<T> {
  kept: T | undefined;
  problems: string[];
  capped?: Capped;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Names that would change an object's prototype instead of naming an entry. */
const RESERVED_NAMES = new Set(['__proto__']);

/** A short reason from a failed check: its own message, or which field is not valid. */
function reasonFor(result: ReturnType<Validator['safeParse']>): string {
  const issue = result.error?.issues[0];
  if (!issue) return 'it is not valid';
  // Our own checks carry a sentence for the player; zod's generic messages do not help one.
  if (issue.code === 'custom' && issue.message && issue.message !== 'Invalid input') {
    return issue.message;
  }
  return issue.path.length > 0 ? `its ${issue.path.join('.')} is not valid` : 'it is not valid';
}

interface ItemsOptions {
  /** At most this many items are read (a bigger file would freeze the page). */
  max: number;
  /** What the items are, for messages ("pinned pages"). */
  noun: string;
  /** How the player recognises an item ("Kryta"). */
  describe?: (item: unknown, index: number) => string;
  /** Refuse entries named `__proto__` (for data that is later written with plain assignment). */
  refuseReservedNames?: boolean;
}

const quoted = (value: unknown, fallback: string) =>
  typeof value === 'string' && value ? `"${value}"` : fallback;

/** Names an item by its `name` or `id` when it has one, else by its position. */
export const describeByName = (item: unknown, index: number) =>
  quoted(isRecord(item) ? (item.name ?? item.id) : undefined, `item ${index + 1}`);

const cappedAt = (count: number, max: number): Capped | undefined =>
  count > max ? { count, max } : undefined;

function tooMany(count: number, { max, noun }: ItemsOptions) {
  return `The data holds ${count} ${noun}; only the first ${max} are read.`;
}

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
  const problems = items.length > options.max ? [tooMany(items.length, options)] : [];
  const describe = options.describe ?? describeByName;
  const kept = items.slice(0, options.max).filter((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success) problems.push(`${describe(item, index)}: ${reasonFor(result)}.`);
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
  const problems = all.length > options.max ? [tooMany(all.length, options)] : [];
  const kept = all.slice(0, options.max).filter(([name, value]) => {
    if (options.refuseReservedNames && RESERVED_NAMES.has(name)) {
      problems.push(`"${name}": this name cannot be used here; rename it in the file.`);
      return false;
    }
    const result = schema.safeParse(value);
    if (!result.success) problems.push(`"${name}": ${reasonFor(result)}.`);
    return result.success;
  });
  return { kept: Object.fromEntries(kept), problems, capped: cappedAt(all.length, options.max) };
}

/** A record check that fails on reserved names, which zod's record would drop without a word. */
export const withoutReservedNames = (value: unknown) =>
  isRecord(value) && ![...RESERVED_NAMES].some((name) => Object.hasOwn(value, name));
