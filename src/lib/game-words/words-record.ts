import * as z from 'zod/mini';
import { gameWordsStorageKey } from '@/config/live-catalog';
import type { TranslatedLocale } from '@/config/locales';
import { storedFailureKind } from '@/lib/gw2-api/failure-kind';
import {
  answerTimesSchema,
  noAnswerTimes,
  readStoredAnswer,
  timesHavePassed,
  writeStoredAnswer,
  type StoredAnswer,
} from '@/lib/live-catalog/check-record';
import { gameWordsSchema } from './game-words-schema';

const recordSchema = z.object({ ...answerTimesSchema, words: z.nullable(gameWordsSchema) });
/** The app's cache of one language's words (`words`), kept like the live check's answer. */
export type WordsRecord = StoredAnswer<typeof recordSchema>;

export const emptyWordsRecord: WordsRecord = { ...noAnswerTimes, words: null };

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
