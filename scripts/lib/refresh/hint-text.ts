// The game's hint on a fish bit: "<where><br>Fishing Hole: …<br>Favored Bait: …<br>Time of Day: …".

const FIELDS = { 'Fishing Hole': 'hole', 'Favored Bait': 'bait', 'Time of Day': 'time' } as const;

/** The parts of a hint that a refresh reports separately. */
export type HintField = 'where' | (typeof FIELDS)[keyof typeof FIELDS];

export type ParsedHint = Partial<Record<HintField, string>>;

/** Splits a hint into its parts; lines without a known label count as "where". */
export function parseHint(text: string): ParsedHint {
  const hint: ParsedHint = {};
  const where: string[] = [];
  for (const line of text.split(/<br\s*\/?>/i)) {
    const match = /^\s*([^:]+):\s*(.*?)\s*$/.exec(line);
    const field = match ? FIELDS[match[1] as keyof typeof FIELDS] : undefined;
    if (match && field) hint[field] = match[2];
    else if (line.trim() !== '') where.push(line.trim());
  }
  if (where.length > 0) hint.where = where.join(' ');
  return hint;
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
