// The game's words a build bundles for each language (issue 30 items 3–4, docs/DATA.md "Languages").
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslatedLocale } from '../../src/config/locales.ts';
import { buildGameWords } from '../../src/lib/game-words/build-game-words.ts';
import type { GameWords } from '../../src/lib/game-words/game-words-schema.ts';
import {
  localizedCacheFile,
  readAchievementsCache,
  readLocalizedCache,
} from './refresh/cache-files.ts';

/**
 * A language's record as the build bundles it: derived with `buildGameWords` (the app's own
 * builder) from the refresh's kept answers, `gw2-api-localized.<lang>.json`, beside the English
 * cache's hints; null while no refresh has fetched that language.
 */
export function bundledGameWords(sourcesDir: string, locale: TranslatedLocale): GameWords | null {
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
