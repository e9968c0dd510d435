import * as z from 'zod/mini';
import { TRANSLATED_LOCALES } from '@/config/locales';
import { BAITS, FISHING_HOLES, TIMES_OF_DAY } from '@/data/catalog-enums';

const idKey = z.string().check(z.regex(/^\d+$/));

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
    holes: z.partialRecord(z.enum(FISHING_HOLES), z.string()),
    baits: z.partialRecord(z.enum(BAITS), z.string()),
    times: z.partialRecord(z.enum(TIMES_OF_DAY), z.string()),
  }),
});
export type GameWords = z.infer<typeof gameWordsSchema>;
