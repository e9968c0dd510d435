import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale, PageCatalog } from '@/config/locales';
import { loadPageLanguage } from '@/data/game-words/load-page-language';
import { loadPageWords } from '@/lib/i18n/page-words';
import { PageLanguageProvider } from '@/lib/i18n/page-language';

/**
 * Renders `ui` with Mantine and the page's language `locale` (its words loaded first, the game's
 * bundled words stored, `useLocale` saying `locale`), as a page at that language's address. With
 * `words`, that page catalog is loaded first too, as a prerendered page's HTML preloads it: the
 * `PageWords` inside find it loaded (a render suspending inside Testing Library's `act` would
 * wait for an `act` it never gets).
 */
export async function renderInLanguage(
  locale: Locale,
  ui: ReactNode,
  { words }: { words?: PageCatalog } = {},
) {
  const language = await loadPageLanguage(locale);
  if (words) await loadPageWords(language.i18n, words);
  return render(
    <MantineProvider env="test">
      <PageLanguageProvider language={language}>{ui}</PageLanguageProvider>
    </MantineProvider>,
  );
}
