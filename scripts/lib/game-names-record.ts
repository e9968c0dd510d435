// The game's German and French names a build starts from (issue 60 item 2, docs/game-words.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { TranslatedLocale } from '../../src/config/locales.ts';
import type { Bait } from '../../src/lib/catalog/catalog-enums.ts';
import type { GameWords } from '../../src/lib/game-words/game-words-schema.ts';

export const GAME_NAMES_FILE = 'game-names-de-fr.json';

const namesById = z.record(z.string().regex(/^\d+$/), z.string().min(1));
const languageNames = z.object({ items: namesById, achievements: namesById, maps: namesById });

/** `scripts/data/sources/game-names-de-fr.json`: a copy of the game's names (source inside). */
export const gameNamesSchema = z.object({
  about: z.string(),
  source: z.string(),
  fetchedAt: z.string(),
  baitItemIds: z.array(z.number().int()),
  de: languageNames,
  fr: languageNames,
});
export type GameNames = z.infer<typeof gameNamesSchema>;

/**
 * The bait items, by the catalog's bait (the file's `baitItemIds`, in the same order as
 * `BAIT_LABELS`; Haiju Minnow, the fourteenth, a catalog bait since issue 59). "Any" has no item: our
 * catalogs word it.
 */
export const BAIT_ITEM_IDS: Readonly<Record<Exclude<Bait, 'ANY'>, number>> = {
  FISH_EGG: 95886,
  FRESHWATER_MINNOW: 97064,
  GLOW_WORM: 95622,
  LAVA_BEETLE: 97872,
  LEECH: 97880,
  LIGHTNING_BUG: 95993,
  MACKEREL: 95943,
  NIGHTCRAWLER: 96475,
  RAMSHORN_SNAIL: 96186,
  SARDINE: 96984,
  SCORPION: 97569,
  SHRIMPLING: 96319,
  SPARKFLY_LARVA: 97745,
  HAIJU_MINNOW: 96117,
};

export function readGameNames(sourcesDir: string): GameNames {
  const path = join(sourcesDir, GAME_NAMES_FILE);
  const parsed = gameNamesSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success)
    throw new Error(`${path} is not a valid names file: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * A language's starting record from the game's names: items, achievement names (no
 * descriptions: the English ones stand), maps by their English name (`mapIds`), and bait words
 * from the bait items' names until the hints' words replace them. Null for a language the copy
 * lacks (Spanish).
 */
export function gameNamesRecord(
  names: GameNames,
  locale: TranslatedLocale,
  mapIds: Readonly<Record<string, number>>,
): GameWords | null {
  if (locale !== 'de' && locale !== 'fr') return null;
  const { items, achievements, maps } = names[locale];
  const byEnglish = Object.entries(mapIds).flatMap(([english, id]) => {
    const name = maps[id];
    return name === undefined ? [] : [[english, name] as const];
  });
  const baits = Object.entries(BAIT_ITEM_IDS).flatMap(([bait, id]) => {
    const name = items[id];
    return name === undefined ? [] : [[bait, name] as const];
  });
  return {
    version: 1,
    locale,
    fetchedAt: new Date(names.fetchedAt).toISOString(),
    items: { ...items },
    achievements: Object.fromEntries(
      Object.entries(achievements).map(([id, name]) => [id, { name, description: '' }]),
    ),
    glossary: { holes: {}, baits: Object.fromEntries(baits), times: {} },
    maps: Object.fromEntries(byEnglish),
  };
}
