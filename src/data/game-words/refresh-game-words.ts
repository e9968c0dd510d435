import { LIVE_CATALOG } from '@/config/live-catalog';
import type { TranslatedLocale } from '@/config/locales';
import { catalogAchievementIds } from '@/lib/catalog/catalog-index';
import { fetchGameAchievements, itemIdsOfBits } from '@/lib/gw2-api/fishing-catalog';
import {
  fetchLocalizedAchievements,
  fetchLocalizedItemNames,
} from '@/lib/gw2-api/localized-catalog';
import { buildGameWords } from '@/lib/game-words/build-game-words';
import { failureKindOf, wasCalledOff } from '@/lib/gw2-api/failure-kind';
import { mergeGameWords } from '@/lib/game-words/merge-game-words';
import { readWordsRecord, writeWordsRecord, type WordsRecord } from '@/lib/game-words/words-record';
import { isCheckDue, readCheckRecord } from '@/lib/live-catalog/check-record';
import { gameWordsOf, putGameWords } from './game-words-store';

/**
 * Asks the game for its words in `locale`: the catalog's achievements (and the collections the
 * live check found) and their items with `lang`, read beside the English hints — the live check's
 * stored answer where there is one, else asked too.
 */
async function askGameWords(locale: TranslatedLocale, now: number, signal?: AbortSignal) {
  const live = readCheckRecord(now).game;
  const achievementIds = [...new Set([...catalogAchievementIds, ...(live?.categoryIds ?? [])])];
  const english =
    live?.achievements ??
    (await fetchGameAchievements(achievementIds, LIVE_CATALOG.lang, signal)).entries;
  const itemIds = itemIdsOfBits(english);
  const [achievements, items] = await Promise.all([
    fetchLocalizedAchievements(achievementIds, locale, signal),
    fetchLocalizedItemNames(itemIds, locale, signal),
  ]);
  return buildGameWords({
    locale,
    fetchedAt: new Date(now).toISOString(),
    catalog: { achievementIds, itemIds },
    english,
    localized: { achievements, items },
  }).words;
}

/**
 * The game's words on a German, French or Spanish page, once the app is live: the cached answer
 * at once, then the game asked when it is due (as often as the live check) and the browser
 * online. Each is merged over the bundled words. Never throws and shows no error: until an answer
 * has come, and wherever it lacks a word, the English word shows. A failure is recorded by its
 * kind (the error goes to the console); a request called off (the page left), or torn down by
 * leaving the page, records nothing.
 */
export async function refreshGameWords(
  locale: TranslatedLocale,
  options: { now: number; mayAsk: boolean; signal?: AbortSignal },
): Promise<void> {
  let record: WordsRecord = readWordsRecord(locale, options.now);
  const show = (words: WordsRecord['words']) =>
    words && putGameWords(locale, mergeGameWords(gameWordsOf(locale), words));
  show(record.words);
  if (!options.mayAsk || !isCheckDue(record, options.now)) return;
  try {
    const words = await askGameWords(locale, options.now, options.signal);
    record = { ...record, checkedAt: options.now, failedAt: null, failure: null, words };
    show(words);
  } catch (error) {
    // Left while the words loaded (G6, E5): the game said nothing, so this language is asked again.
    if (await wasCalledOff(error, options.signal)) return;
    console.error(`The game’s words in ${locale} could not be fetched:`, error);
    record = { ...record, failedAt: options.now, failure: failureKindOf(error) };
  }
  writeWordsRecord(locale, record);
}
