import type { GameWords } from './game-words-schema';

/**
 * The game's words where a page shows a game term: the language's record where it has the word,
 * the English one everywhere else (before the API has answered, offline, an id it lacks) — never
 * a blank. Pure functions take it as an argument like the `I18n`; components use `useGameWords()`.
 * Holes, baits and times go through `game-word-labels.ts`, which holds their English labels (kept
 * out of here: pages that show no such word need not load them).
 */
export interface GameWordsLookup {
  /** Whether a record of another language stands behind it (English pages: false). */
  localized: boolean;
  itemName(id: number, english: string): string;
  achievementName(id: number, english: string): string;
  /** With the game's markup, as the English one (`stripMarkup` where shown). */
  achievementDescription(id: number, english: string): string;
  /**
   * The game's word for a hole, bait or time in the page's language; undefined where it gave
   * none (`game-word-labels.ts` falls back to the English label).
   */
  glossaryWord(kind: keyof GameWords['glossary'], value: string): string | undefined;
  /**
   * A fish's hint line the catalog has no value for (its English words as the game wrote them),
   * in the page's language where the game gave it, else as given.
   */
  hintLine(field: keyof NonNullable<GameWords['hintLines']>, english: string): string;
  /** A fish's place line ("Found in the waters of Kryta.") in the page's language, else as given. */
  placeLine(english: string): string;
  /** A map's name ("Queensdale") in the page's language where the game's name is known, else as given. */
  mapName(english: string): string;
}

/** Our catalogs' words the lookup falls back on, on other languages' pages. */
export interface OurWords {
  /** A hole or "any" bait the game's record has no word for. */
  glossaryWord(kind: keyof GameWords['glossary'], value: string): string | undefined;
  /** A region's name by its key. */
  regionName(key: string): string;
}

/**
 * The lookup of one language's record; without one, the English words. `ours` words a hole or
 * "any" bait the record lacks (src/lib/catalog/glossary-words.ts), on other languages' pages, and
 * the region of a fish named like another.
 */
export function gameWordsLookup(words: GameWords | undefined, ours?: OurWords): GameWordsLookup {
  const glossary = words?.glossary;
  const glossaryWord: GameWordsLookup['glossaryWord'] = (kind, value) =>
    (glossary?.[kind] as Record<string, string> | undefined)?.[value] ??
    ours?.glossaryWord(kind, value);
  /** " (Küste)" after a fish the language names like another; nothing where no word is known. */
  const tell = (id: number) => {
    const { region, holes } = words?.tells?.[id] ?? {};
    const said = region
      ? ours && [ours.regionName(region)]
      : holes?.map((hole) => glossaryWord('holes', hole));
    return said?.length && said.every(Boolean) ? ` (${said.join(', ')})` : '';
  };
  return {
    localized: words !== undefined,
    itemName: (id, english) => {
      const name = words?.items[id];
      return name === undefined ? english : name + tell(id);
    },
    achievementName: (id, english) => words?.achievements[id]?.name ?? english,
    achievementDescription: (id, english) => words?.achievements[id]?.description || english,
    glossaryWord,
    hintLine: (field, english) => words?.hintLines?.[field][english] ?? english,
    placeLine: (english) => words?.places?.[english] ?? english,
    mapName: (english) => words?.maps?.[english] ?? english,
  };
}

/**
 * A region's collection in the page's language: the regional fisher, or its avid version. The
 * game names both; in English the avid one is "Avid " + the regional name, as before.
 */
export function collectionName(
  words: GameWordsLookup,
  region: { achievementName: string; achievementIds: readonly number[] },
  avid: boolean,
): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the game's English name for it
  const english = avid ? `Avid ${region.achievementName}` : region.achievementName;
  const id = region.achievementIds[avid ? 1 : 0];
  return id === undefined ? english : words.achievementName(id, english);
}

/** English: the catalog's own names (and the labels of `catalog-enums.ts`). */
export const englishWords = gameWordsLookup(undefined);
