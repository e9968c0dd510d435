// The game's words a build bundles for each language (issue 30 items 3–4, docs/DATA.md "Languages").
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslatedLocale } from '../../src/config/locales.ts';
import { buildGameWords } from '../../src/lib/game-words/build-game-words.ts';
import type { GameWords } from '../../src/lib/game-words/game-words-schema.ts';
import { mergeGameWords } from '../../src/lib/game-words/merge-game-words.ts';
import { mapIds } from '../data/map-ids.ts';
import { GAME_NAMES_FILE, gameNamesRecord, readGameNames } from './game-names-record.ts';
import { catalogFishFacts, nameTwins } from './name-twins.ts';
import {
  localizedCacheFile,
  readAchievementsCache,
  readLocalizedCache,
} from './refresh/cache-files.ts';

/**
 * A language's record as the build bundles it (with `assetsDir`, the catalog's files: what tells
 * apart fish the language names alike): the game's names (`game-names-de-fr.json`, German
 * and French) with, over them, the record `buildGameWords` (the app's own builder) derives from
 * the refresh's kept answers, `gw2-api-localized.<lang>.json`, beside the English cache's hints;
 * null where neither has the language.
 */
export function bundledGameWords(
  sourcesDir: string,
  locale: TranslatedLocale,
  assetsDir?: string,
): GameWords | null {
  const names = existsSync(join(sourcesDir, GAME_NAMES_FILE))
    ? gameNamesRecord(readGameNames(sourcesDir), locale, mapIds)
    : null;
  const refreshed = refreshedGameWords(sourcesDir, locale);
  const words = refreshed && names ? mergeGameWords(names, refreshed) : (refreshed ?? names);
  if (!words || !assetsDir) return words;
  const tells = nameTwins(words.items, catalogFishFacts(assetsDir));
  return Object.keys(tells).length ? { ...words, tells } : words;
}

function refreshedGameWords(sourcesDir: string, locale: TranslatedLocale): GameWords | null {
  if (!existsSync(join(sourcesDir, localizedCacheFile(locale)))) return null;
  const localized = readLocalizedCache(sourcesDir, locale);
  const english = readAchievementsCache(sourcesDir).achievements;
  const itemIds = english.flatMap(({ bits }) =>
    bits.flatMap(({ id }) => (id === undefined ? [] : [id])),
  );
  return buildGameWords({
    locale,
    fetchedAt: localized.fetchedAt ?? '',
    catalog: { achievementIds: english.map(({ id }) => id), itemIds },
    english,
    localized,
  }).words;
}
