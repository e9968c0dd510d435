import type { Bait, FishingHole, TimeOfDay } from '@/lib/catalog/catalog-enums';
import { alignHint, type AlignedWord } from './align-hint';
import { bitsBeside, type BitRef, type HintedAchievement } from './bits-beside';

export type { HintedAchievement } from './bits-beside';

/**
 * The game's words for the catalog's holes, baits and times in one language, read from its hint
 * texts beside the English ones. A value the hints give no word for is absent: the app shows the
 * English label there, never a translation of ours.
 */
export interface Glossary {
  holes: Partial<Record<FishingHole, string>>;
  baits: Partial<Record<Bait, string>>;
  times: Partial<Record<TimeOfDay, string>>;
}

/** Two or more words beside the same English word: the value is left out of the glossary. */
export interface GlossaryConflict {
  kind: AlignedWord['kind'];
  value: AlignedWord['value'];
  english: string;
  words: { word: string; bits: BitRef[] }[];
}

export interface GlossaryReading {
  glossary: Glossary;
  conflicts: GlossaryConflict[];
  /** Bits whose hint could not be read beside the English one, and why. */
  problems: (BitRef & { problems: string[] })[];
}

/** Per kind and value, per English word, per word: the bits that say so (in reading order). */
type Evidence = Map<string, { word: AlignedWord; english: Map<string, Map<string, BitRef[]>> }>;

/** The English hint of a bit beside the other language's: same item, or nothing is read. */
function readBeside(
  text: string,
  id: number | undefined,
  beside: { id?: number; text?: string } | undefined,
) {
  if (beside?.text === undefined)
    return { words: [], problems: ['no hint beside the English one'] };
  if (beside.id !== id) return { words: [], problems: [`item ${beside.id} beside item ${id}`] };
  return alignHint(text, beside.text);
}

function collect(english: readonly HintedAchievement[], localized: readonly HintedAchievement[]) {
  const evidence: Evidence = new Map();
  const problems: GlossaryReading['problems'] = [];
  for (const { ref, id, text, beside } of bitsBeside(english, localized)) {
    const aligned = readBeside(text, id, beside);
    if (aligned.problems.length) problems.push({ ...ref, problems: aligned.problems });
    for (const word of aligned.words) {
      const key = `${word.kind}:${word.value}`;
      const entry = evidence.get(key) ?? { word, english: new Map() };
      const words = entry.english.get(word.english) ?? new Map<string, BitRef[]>();
      words.set(word.word, [...(words.get(word.word) ?? []), ref]);
      entry.english.set(word.english, words);
      evidence.set(key, entry);
    }
  }
  return { evidence, problems };
}

const bitCount = (words: Map<string, BitRef[]>) =>
  [...words.values()].reduce((sum, bits) => sum + bits.length, 0);

/** The words beside the English spelling most bits use (ties: the first alphabetically). */
const mostUsed = (spellings: Map<string, Map<string, BitRef[]>>) =>
  [...spellings]
    .sort(([a, x], [b, y]) => bitCount(y) - bitCount(x) || a.localeCompare(b))
    .map(([, words]) => words)[0];

/**
 * Reads every bit of `english` beside the same bit (same achievement id, same index, same item)
 * of `localized`. Where the English hints spell a value two ways ("Open Water", "None"), the word
 * beside the spelling used by the most bits is taken; two words beside one English word are a
 * conflict, reported, and the value stays absent.
 */
export function buildGlossary(
  english: readonly HintedAchievement[],
  localized: readonly HintedAchievement[],
): GlossaryReading {
  const { evidence, problems } = collect(english, localized);
  const glossary: Glossary = { holes: {}, baits: {}, times: {} };
  const conflicts: GlossaryConflict[] = [];
  for (const { word, english: spellings } of evidence.values()) {
    for (const [spelling, words] of spellings)
      if (words.size > 1)
        conflicts.push({
          kind: word.kind,
          value: word.value,
          english: spelling,
          words: [...words].map(([other, bits]) => ({ word: other, bits })),
        });
    const [only, ...more] = [...(mostUsed(spellings)?.keys() ?? [])];
    if (only !== undefined && more.length === 0)
      (glossary[word.kind] as Record<string, string>)[word.value] = only;
  }
  return { glossary, conflicts, problems };
}
