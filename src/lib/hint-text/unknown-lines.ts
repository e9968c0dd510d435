import { bitsBeside, type HintedAchievement } from './bits-beside';
import { hintLines, readBait, readHintTime, readHoles, type HintField } from './read-hint';

/** A hint's lines that hold a word the catalog has no value for, by field, as the game wrote them. */
export type HintWords = Partial<Record<HintField, string>>;

/**
 * Whether a labelled line holds a word the catalog has no value for: a new patch's bait ("Glowing
 * Krill"), a hole type or a time of day the app's word lists lack.
 */
export function hasUnknownWord(field: HintField, value: string): boolean {
  if (value.trim() === '') return false;
  if (field === 'holes') return readHoles(value).some(({ hole }) => hole === undefined);
  if (field === 'bait') return readBait(value).bait === undefined;
  return readHintTime(value).timeOfDay === undefined;
}

/**
 * The lines of a fish's hint the catalog cannot read in full, as the game wrote them:
 * "…<br>Favored Bait: Glowing Krill<br>…" → `{ bait: 'Glowing Krill' }`. The app shows these words
 * where it would otherwise show its own (issue 40, G4).
 */
export function unknownLines(text: string): HintWords {
  const words: HintWords = {};
  for (const { field, value } of hintLines(text).labelled)
    if (field && hasUnknownWord(field, value)) words[field] = value;
  return words;
}

/** Per field, the English line → the same line in another language. */
export type HintLineWords = Record<HintField, Record<string, string>>;

/**
 * The other language's lines beside the English lines `unknownLines` keeps: the labelled line at
 * the same place of the same bit (same achievement, index and item), whole, as the game wrote it.
 * An English line read beside two different lines is left out (its English words show).
 */
export function unknownLinesBeside(
  english: readonly HintedAchievement[],
  localized: readonly HintedAchievement[],
): HintLineWords {
  const found: Record<HintField, Map<string, string | null>> = {
    holes: new Map(),
    bait: new Map(),
    time: new Map(),
  };
  for (const { id, text, beside } of bitsBeside(english, localized)) {
    if (beside?.text === undefined || beside.id !== id) continue;
    const ours = hintLines(text).labelled;
    const theirs = hintLines(beside.text).labelled;
    if (ours.length !== theirs.length) continue;
    ours.forEach(({ field, value }, line) => {
      const word = theirs[line]?.value.trim();
      if (!field || !word || !hasUnknownWord(field, value)) return;
      const before = found[field].get(value);
      found[field].set(value, before === undefined || before === word ? word : null);
    });
  }
  const kept = (lines: Map<string, string | null>) =>
    Object.fromEntries([...lines].filter((entry): entry is [string, string] => entry[1] !== null));
  return { holes: kept(found.holes), bait: kept(found.bait), time: kept(found.time) };
}
