import { useLingui } from '@lingui/react';
import { useMemo, useSyncExternalStore } from 'react';
import { SOURCE_LOCALE, type TranslatedLocale } from '@/config/locales';
import type { GameWords } from '@/lib/game-words/game-words-schema';
import { ourGlossaryWord } from '@/lib/catalog/glossary-words';
import { regionName } from '@/lib/catalog/region-names';
import { gameWordsLookup, type GameWordsLookup } from '@/lib/game-words/lookup';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * The game's words of each language the app holds (issue 30 item 3), by language: the bundled
 * record (set with the language's catalog, before the page renders), then the cached or fresh
 * answer merged over it once the app is live. A page reads its own language's, so the prerender
 * can render languages side by side. English has none: its pages show the catalog's words.
 */
let byLocale: Partial<Record<TranslatedLocale, GameWords>> = {};
const listeners = new Set<() => void>();

/** Sets a language's words; every page showing that language renders them. */
export function putGameWords(locale: TranslatedLocale, words: GameWords | null) {
  if (!words || byLocale[locale] === words) return;
  byLocale = { ...byLocale, [locale]: words };
  listeners.forEach((listener) => listener());
}

/** A language's words now (undefined: none yet). */
export const gameWordsOf = (locale: TranslatedLocale): GameWords | undefined => byLocale[locale];

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The game's words in the page's language, our catalogs' hole words (and "any" bait) where it
 * has none, English for the rest. The same value serves the
 * hydration (the server snapshot): the bundled words are in place before it, the cached and
 * fresh ones arrive only after it (`scheduleLiveCheck`), so the page hydrates with what the
 * prerender rendered.
 */
export function useGameWords(): GameWordsLookup {
  const locale = useLocale();
  const read = () => (locale === SOURCE_LOCALE ? undefined : byLocale[locale]);
  const words = useSyncExternalStore(subscribe, read, read);
  const { i18n } = useLingui();
  return useMemo(
    () =>
      gameWordsLookup(
        words,
        locale === SOURCE_LOCALE
          ? undefined
          : {
              glossaryWord: ourGlossaryWord(i18n),
              regionName: (key) => regionName(i18n, key, key),
            },
      ),
    [words, locale, i18n],
  );
}

/** Forgets every language's words (tests start from none). */
export function clearGameWords() {
  byLocale = {};
  listeners.forEach((listener) => listener());
}
