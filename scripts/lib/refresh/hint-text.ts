// The game's hint on a fish bit, as the refresh report compares it: read by the app's own reader
// (src/lib/hint-text), so the report and the live check read the same words the same way.
import { readHint } from '../../../src/lib/hint-text/read-hint.ts';

/** The parts of a hint that a refresh reports separately. */
export type HintField = 'where' | 'hole' | 'bait' | 'time';

export type ParsedHint = Partial<Record<HintField, string>>;

/** The game's words of each part of a hint ("where" is the location lines). */
export function parseHint(text: string): ParsedHint {
  const hint = readHint(text);
  const parts: ParsedHint = {};
  if (hint.location) parts.where = hint.location;
  if (hint.holes.length > 0) parts.hole = hint.holes.map((hole) => hole.text).join(', ');
  if (hint.bait) parts.bait = hint.bait.text;
  if (hint.time) parts.time = hint.time.text;
  return parts;
}

/** One readable entry per changed part, e.g. `time "Any" → "Night"`. */
export function describeHintChange(before: string, after: string): string[] {
  const old = parseHint(before);
  const next = parseHint(after);
  const order: HintField[] = ['hole', 'bait', 'time', 'where'];
  return order
    .filter((field) => old[field] !== next[field])
    .map((field) => `${field} ${quote(old[field])} → ${quote(next[field])}`);
}

function quote(value: string | undefined): string {
  return value === undefined ? '(none)' : JSON.stringify(value);
}
