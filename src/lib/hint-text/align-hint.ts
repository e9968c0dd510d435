import type { Bait, FishingHole, TimeOfDay } from '@/lib/catalog/catalog-enums';
import {
  hintLines,
  holeWords,
  readBait,
  readHoles,
  timeOfWord,
  timeWords,
  type HintField,
} from './read-hint';

/**
 * A catalog value and the game's word for it in another language, read beside the English hint
 * of the same bit: `english` is the English word it stands beside ("Open Water" or "None").
 */
export type AlignedWord =
  | { kind: 'holes'; value: FishingHole; english: string; word: string }
  | { kind: 'baits'; value: Bait; english: string; word: string }
  | { kind: 'times'; value: TimeOfDay; english: string; word: string };

export interface AlignedHint {
  words: AlignedWord[];
  /** Why some words could not be read beside the English ones (nothing is guessed then). */
  problems: string[];
}

type Part<V> = { text: string; value?: V };

/**
 * A trailing mark such as "(Higher Chance)", in any language: a parenthesised group after a space
 * ("Jede(r)" is a word, not a mark).
 */
const TRAILING_MARK = /\s+\([^()]*\)\s*$/;

/** The English words of a labelled line with the catalog's value of each, and the other side's words. */
function partsOf(field: HintField, english: string, localized: string) {
  if (field === 'holes')
    return {
      kind: 'holes' as const,
      english: readHoles(english).map(({ text, hole }): Part<FishingHole> => ({
        text,
        value: hole,
      })),
      localized: holeWords(localized),
    };
  if (field === 'bait') {
    const { text, bait } = readBait(english);
    return {
      kind: 'baits' as const,
      english: [{ text, value: bait }] as Part<Bait>[],
      localized: [localized.trim()],
    };
  }
  return {
    kind: 'times' as const,
    english: timeWords(english).map((text): Part<TimeOfDay> => ({ text, value: timeOfWord(text) })),
    localized: timeWords(localized),
  };
}

/**
 * Reads the game's words for holes, bait and time in another language's hint by position: the
 * labelled line at the same place as the English one, the word at the same place in that line,
 * its trailing parenthesised mark removed where the English word has one. Words whose English
 * value the catalog does not know give nothing; any mismatch is a problem, never a guess.
 */
export function alignHint(english: string, localized: string): AlignedHint {
  const ours = hintLines(english).labelled;
  const theirs = hintLines(localized).labelled;
  if (ours.length !== theirs.length)
    return {
      words: [],
      problems: [`${ours.length} labelled lines in English, ${theirs.length} beside them`],
    };
  const words: AlignedWord[] = [];
  const problems: string[] = [];
  ours.forEach(({ field, value }, line) => {
    if (!field) return;
    const parts = partsOf(field, value, theirs[line]?.value ?? '');
    if (parts.english.length !== parts.localized.length) {
      problems.push(
        `${parts.kind}: ${parts.english.length} words in "${value}", ${parts.localized.length} in "${theirs[line]?.value}"`,
      );
      return;
    }
    parts.english.forEach(({ text, value: catalogValue }, i) => {
      const theirWord = parts.localized[i] ?? '';
      if (catalogValue === undefined) return;
      if (TRAILING_MARK.test(text) !== TRAILING_MARK.test(theirWord)) {
        problems.push(`${parts.kind}: "${theirWord}" and "${text}" differ in their marks`);
        return;
      }
      const word = theirWord.replace(TRAILING_MARK, '');
      if (word === '') problems.push(`${parts.kind}: no word beside "${text}"`);
      else
        words.push({
          kind: parts.kind,
          value: catalogValue,
          english: text.replace(TRAILING_MARK, ''),
          word,
        } as AlignedWord);
    });
  });
  return { words, problems };
}
