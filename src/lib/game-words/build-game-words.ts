import type { TranslatedLocale } from '@/config/locales';
import {
  buildGlossary,
  type GlossaryReading,
  type HintedAchievement,
} from '@/lib/hint-text/glossary';
import { placeLinesBeside } from '@/lib/hint-text/place-lines';
import { unknownLinesBeside } from '@/lib/hint-text/unknown-lines';
import type { GameWords } from './game-words-schema';

export interface GameWordsInput {
  locale: TranslatedLocale;
  fetchedAt: string;
  /** The catalog's achievements and items (from its assets): words for others are not kept. */
  catalog: { achievementIds: readonly number[]; itemIds: readonly number[] };
  /** The English answer, whose bits' hint texts the glossary is read beside. */
  english: readonly HintedAchievement[];
  /** The same requests' answers in `locale`. */
  localized: {
    achievements: readonly (HintedAchievement & { name: string; description?: string })[];
    items: readonly { id: number; name: string }[];
  };
}

/** The record, and what the glossary could not settle (for the refresh's report). */
export interface BuiltGameWords {
  words: GameWords;
  conflicts: GlossaryReading['conflicts'];
  problems: GlossaryReading['problems'];
}

const byId = <T extends { id: number }>(entries: readonly T[], ids: readonly number[]) => {
  const wanted = new Set(ids);
  return [...entries].filter(({ id }) => wanted.has(id)).sort((a, b) => a.id - b.id);
};

/**
 * The game's words in one language for the catalog: only what the localized answers say (an id
 * they lack stays absent, so its English name shows), the glossary read from the hint texts, and
 * the hint lines holding words the catalog has no value for.
 */
export function buildGameWords(input: GameWordsInput): BuiltGameWords {
  const { glossary, conflicts, problems } = buildGlossary(
    input.english,
    input.localized.achievements,
  );
  const hintLines = unknownLinesBeside(input.english, input.localized.achievements);
  const anyLine = Object.values(hintLines).some((lines) => Object.keys(lines).length > 0);
  const places = placeLinesBeside(input.english, input.localized.achievements);
  const words: GameWords = {
    version: 1,
    locale: input.locale,
    fetchedAt: input.fetchedAt,
    items: Object.fromEntries(
      byId(input.localized.items, input.catalog.itemIds).map(({ id, name }) => [id, name]),
    ),
    achievements: Object.fromEntries(
      byId(input.localized.achievements, input.catalog.achievementIds).map(
        ({ id, name, description }) => [id, { name, description: description ?? '' }],
      ),
    ),
    glossary,
    ...(anyLine && { hintLines }),
    ...(Object.keys(places).length > 0 && { places }),
  };
  return { words, conflicts, problems };
}
