import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Locale } from '@/config/locales';
import { useGameWords } from '@/data/game-words/game-words-store';
import { useWholeCatalog, type WholeCatalog } from '@/data/use-whole-catalog';
import type { GameWordsLookup } from '@/lib/game-words/lookup';
import { useLocale } from '@/lib/i18n/use-locale';
import { buildSearchIndex, type IndexedEntry } from '@/lib/search/search';
import { catalogEntries, type CatalogResult } from '@/lib/search/catalog-entries';

export interface SearchIndexState {
  /** The catalog, ready to search; `undefined` until every asset has loaded or failed. */
  index: IndexedEntry<CatalogResult>[] | undefined;
  errors: readonly Error[];
}

// Files that failed are left out (and named in `errors`); the rest stays searchable.
const toIndex = (
  { regions, achievements, errors, pending }: WholeCatalog,
  words: GameWordsLookup,
  i18n: I18n,
  locale: Locale,
): SearchIndexState =>
  pending
    ? { index: undefined, errors }
    : {
        index: buildSearchIndex(catalogEntries({ regions, achievements }, words, i18n, locale)),
        errors,
      };

/**
 * The search index over every region, its fish and the other achievements, built once when the
 * assets have loaded (they are cached for the session, so revisiting the tab reuses them) and
 * again when the game's words in the page's language arrive (issue 30 item 5).
 */
export function useSearchIndex(): SearchIndexState {
  const words = useGameWords();
  const { i18n } = useLingui();
  const locale = useLocale();
  const catalog = useWholeCatalog();
  return useMemo(() => toIndex(catalog, words, i18n, locale), [catalog, words, i18n, locale]);
}
