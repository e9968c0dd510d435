import * as z from 'zod/mini';
import { gameWordsStorageKey } from '@/config/live-catalog';
import type { TranslatedLocale } from '@/config/locales';
import { readStoredAnswer, writeStoredAnswer } from '@/lib/live-catalog/check-record';
import { gameWordsSchema } from './game-words-schema';

const recordSchema = z.object({
  version: z.literal(1),
  /** When the game last answered in this language; its words are `words`. */
  checkedAt: z.nullable(z.number()),
  /** When the last request failed (after `checkedAt`), and why. */
  failedAt: z.nullable(z.number()),
  failure: z.nullable(z.string()),
  words: z.nullable(gameWordsSchema),
});
/** The app's cache of one language's words, kept like the live check's answer. */
export type WordsRecord = z.infer<typeof recordSchema>;

export const emptyWordsRecord: WordsRecord = {
  version: 1,
  checkedAt: null,
  failedAt: null,
  failure: null,
  words: null,
};

/** The stored record of `locale`; a missing or malformed one reads as none. */
export const readWordsRecord = (locale: TranslatedLocale): WordsRecord =>
  readStoredAnswer(gameWordsStorageKey(locale), recordSchema, emptyWordsRecord);

export const writeWordsRecord = (locale: TranslatedLocale, record: WordsRecord) =>
  writeStoredAnswer(gameWordsStorageKey(locale), record);
