import { bitsBeside, type HintedAchievement } from './bits-beside';
import { hintLines } from './read-hint';

const placeOf = (text: string) => hintLines(text).location.join(' ');

/**
 * A fish's place line ("Found in the waters of Kryta.") → the same bit's in another language
 * ("Gefunden in den Gewässern Krytas."): the lines before the labelled ones, whole, as the game
 * wrote them (docs/game-words.md "Reading them"). A line read beside two different ones is left
 * out, so its English shows.
 */
export function placeLinesBeside(
  english: readonly HintedAchievement[],
  localized: readonly HintedAchievement[],
): Record<string, string> {
  const found = new Map<string, string | null>();
  for (const { id, text, beside } of bitsBeside(english, localized)) {
    if (beside?.text === undefined || beside.id !== id) continue;
    const ours = placeOf(text);
    const theirs = placeOf(beside.text);
    if (!ours || !theirs) continue;
    const before = found.get(ours);
    found.set(ours, before === undefined || before === theirs ? theirs : null);
  }
  return Object.fromEntries(
    [...found].filter((entry): entry is [string, string] => entry[1] !== null),
  );
}
