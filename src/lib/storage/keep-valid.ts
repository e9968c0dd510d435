/** Helpers for a slice's `repair`: keep what is still valid of a stored group. */

interface Validator {
  safeParse(data: unknown): { success: boolean };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The items of `stored[field]` (an array) that pass `schema`; undefined when it is not an array
 * (the whole group is unreadable then, not one item).
 */
export function keepValidItems(stored: unknown, field: string, schema: Validator) {
  const items = isRecord(stored) ? stored[field] : undefined;
  return Array.isArray(items) ? items.filter((item) => schema.safeParse(item).success) : undefined;
}

/** The entries of `stored[field]` (an object) whose values pass `schema`; undefined when not one. */
export function keepValidEntries(stored: unknown, field: string, schema: Validator) {
  const entries = isRecord(stored) ? stored[field] : undefined;
  if (!isRecord(entries)) return undefined;
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => schema.safeParse(value).success),
  );
}
