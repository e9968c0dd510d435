import * as z from 'zod/mini';
import { gameWordsStorageKey } from '@/config/live-catalog';
import type { TranslatedLocale } from '@/config/locales';
import { storedFailureKind, type FailureKind } from '@/lib/gw2-api/failure-kind';
import {
  readStoredAnswer,
  timesHavePassed,
  writeStoredAnswer,
} from '@/lib/live-catalog/check-record';
import { gameWordsSchema } from './game-words-schema';

const recordSchema = z.object({
  version: z.literal(1),
  /** When the game last answered in this language; its words are `words`. */
  checkedAt: z.nullable(z.number()),
  /** When the last request failed (after `checkedAt`), and its kind (older records: words). */
  failedAt: z.nullable(z.number()),
  failure: z.nullable(z.string()),
  words: z.nullable(gameWordsSchema),
});
/** The app's cache of one language's words, kept like the live check's answer. */
export type WordsRecord = Omit<z.infer<typeof recordSchema>, 'failure'> & {
  failure: FailureKind | null;
};

export const emptyWordsRecord: WordsRecord = {
  version: 1,
  checkedAt: null,
  failedAt: null,
  failure: null,
  words: null,
};

/**
 * The stored record of `locale` at `now`; a missing or malformed one, one from the future or one
 * holding another language's words (G6) reads as none. A failure in words reads as `unknown`.
 */
export function readWordsRecord(locale: TranslatedLocale, now: number): WordsRecord {
  const record = readStoredAnswer(gameWordsStorageKey(locale), recordSchema);
  if (!record || !timesHavePassed(record, now)) return emptyWordsRecord;
  if (record.words && record.words.locale !== locale) return emptyWordsRecord;
  return { ...record, failure: storedFailureKind(record.failure) };
}

export const writeWordsRecord = (locale: TranslatedLocale, record: WordsRecord) =>
  writeStoredAnswer(gameWordsStorageKey(locale), record);
