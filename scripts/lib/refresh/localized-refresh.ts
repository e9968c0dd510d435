// The game's words in the other languages for `npm run data:refresh` (issue 30 item 4).
import type { Achievement } from '@gw2api/types/data/achievement';
import { TRANSLATED_LOCALES } from '../../../src/config/locales.ts';
import { buildGameWords } from '../../../src/lib/game-words/build-game-words.ts';
import {
  readLocalizedCache,
  type CachedAchievement,
  type CachedBit,
  type LocalizedCache,
} from './cache-files.ts';
import { fetchAchievements, fetchItems, type ApiContext } from './fetch-api.ts';

/** What every language is asked for: the English refresh's achievements and items. */
export interface LocalizedRequest {
  context: ApiContext;
  achievementIds: readonly number[];
  itemIds: readonly number[];
  fetchedAt: string;
}

/** Every language's previous cache, read before anything is asked (a bad file stops the run). */
export const readLocalizedCaches = (dir: string) =>
  TRANSLATED_LOCALES.map((locale) => readLocalizedCache(dir, locale));

/** A bit as the cache keeps it (a Text bit has no id). */
export const toCachedBit = (bit: NonNullable<Achievement['bits']>[number]): CachedBit =>
  bit.type === 'Text' ? { type: bit.type, text: bit.text } : { ...bit };

/** The answers for `ids` in their order; an id the API left out keeps its previous entry. */
function answeredOrKept<T extends { id: number }>(
  ids: readonly number[],
  answers: readonly T[],
  previous: readonly T[],
): T[] {
  const found = new Map(answers.map((entry) => [entry.id, entry]));
  const kept = new Map(previous.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => found.get(id) ?? kept.get(id) ?? []);
}

/** Asks one language for the catalog's achievements and items, as the English refresh does. */
async function refreshLocale(request: LocalizedRequest, previous: LocalizedCache) {
  const { context, achievementIds, itemIds } = request;
  const achievements = (await fetchAchievements(context, achievementIds, previous.locale)).map(
    ({ id, name, description, bits }) => ({
      id,
      name,
      description,
      bits: (bits ?? []).map(toCachedBit),
    }),
  );
  const items = (await fetchItems(context, itemIds, previous.locale)).map(({ id, name }) => ({
    id,
    name,
  }));
  return {
    ...previous,
    fetchedAt: request.fetchedAt,
    achievements: answeredOrKept(achievementIds, achievements, previous.achievements),
    items: answeredOrKept(itemIds, items, previous.items),
  };
}

/** Asks de, fr and es one after the other (the API's rate limit is per client, not per language). */
export async function refreshLocales(
  request: LocalizedRequest,
  previous: readonly LocalizedCache[],
): Promise<LocalizedCache[]> {
  const refreshed: LocalizedCache[] = [];
  for (const cache of previous) refreshed.push(await refreshLocale(request, cache));
  return refreshed;
}

const SHOWN = 10;
const capped = (lines: string[]) =>
  lines.length > SHOWN ? [...lines.slice(0, SHOWN), `  … and ${lines.length - SHOWN} more`] : lines;

/** What each language's words come to, and what the glossary could not settle. */
export function describeLocalized(
  caches: readonly LocalizedCache[],
  english: readonly CachedAchievement[],
): string[] {
  return caches.flatMap((cache) => {
    const { words, conflicts, problems } = buildGameWords({
      locale: cache.locale,
      fetchedAt: cache.fetchedAt ?? '',
      catalog: {
        achievementIds: english.map(({ id }) => id),
        itemIds: cache.items.map(({ id }) => id),
      },
      english,
      localized: cache,
    });
    const { holes, baits, times } = words.glossary;
    const count = (record: object) => Object.keys(record).length;
    return [
      `  ${cache.locale}: ${count(words.items)} item names, ${count(words.achievements)} achievements; ` +
        `glossary: ${count(holes)} holes, ${count(baits)} baits, ${count(times)} times`,
      ...capped(
        conflicts.map(
          ({ english: word, value, words: found }) =>
            `  ! ${cache.locale}: two words beside "${word}" (${value}), left out: ` +
            found.map(({ word: other, bits }) => `"${other}" (${bits.length} bits)`).join(', '),
        ),
      ),
      ...capped(
        problems.map(
          ({ achievementId, bit, problems: why }) =>
            `  ! ${cache.locale}: ${achievementId} bit ${bit} not read: ${why.join('; ')}`,
        ),
      ),
    ];
  });
}
