import * as z from 'zod/mini';
import { TRANSLATED_LOCALES } from '@/config/locales';
import { BAITS, FISHING_HOLES, TIMES_OF_DAY } from '@/lib/catalog/catalog-enums';

const idKey = z.string().check(z.regex(/^\d+$/));
const linesByEnglish = z.record(z.string(), z.string());

/**
 * Words by catalog value, each optional; an unknown value is refused. Written with `z.custom`, not
 * `z.partialRecord`: the app's zod functions share one chunk that every page loads, and this is
 * the only schema that would need that one (+24 bytes gzip on every page).
 */
const wordsOf = <T extends string>(values: readonly T[]) =>
  z.custom<Partial<Record<T, string>>>(
    (record) =>
      typeof record === 'object' &&
      record !== null &&
      !Array.isArray(record) &&
      Object.entries(record).every(
        ([value, word]) => values.includes(value as T) && typeof word === 'string',
      ),
  );

/**
 * The game's words in one language for the catalog (issue 30): item names, achievement names and
 * descriptions (with the game's markup), and the glossary of holes, baits and times read from the
 * hint texts. What is absent shows in English. Cached by the app, bundled by the build.
 */
export const gameWordsSchema = z.object({
  version: z.literal(1),
  locale: z.enum(TRANSLATED_LOCALES),
  /** ISO instant of the answers the words come from. */
  fetchedAt: z.string(),
  items: z.record(idKey, z.string()),
  achievements: z.record(idKey, z.object({ name: z.string(), description: z.string() })),
  glossary: z.object({
    holes: wordsOf(FISHING_HOLES),
    baits: wordsOf(BAITS),
    times: wordsOf(TIMES_OF_DAY),
  }),
  /**
   * Hint lines (holes, bait, time) holding a word the catalog has no value for, by the English
   * line: the game's line in this language (issue 40). Absent when the hints have none.
   */
  hintLines: z.optional(
    z.object({ holes: linesByEnglish, bait: linesByEnglish, time: linesByEnglish }),
  ),
  /** A fish's place line, by the English one ("Found in the waters of Kryta."). */
  places: z.optional(linesByEnglish),
  /**
   * Map names by the English one ("Queensdale" → "Königintal"): only the bundled record has them
   * (the game's names, scripts/data/sources/game-names-de-fr.json); the refresh asks no maps.
   */
  maps: z.optional(linesByEnglish),
  /**
   * What tells apart fish the language names alike ("Kugelfisch": Blowfish and Pufferfish), by
   * item id: a region key, or hole values (scripts/lib/name-twins.ts). Only the bundled record.
   */
  tells: z.optional(
    z.record(
      idKey,
      z.object({ region: z.optional(z.string()), holes: z.optional(z.array(z.string())) }),
    ),
  ),
});
export type GameWords = z.infer<typeof gameWordsSchema>;
