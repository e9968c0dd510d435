import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale, PageCatalog } from '@/config/locales';
import { loadPageLanguage } from '@/data/game-words/load-page-language';
import { loadPageWords } from '@/lib/i18n';

/**
 * Renders `ui` with Mantine and the UI's words in `locale` (its catalog loaded first). With
 * `words`, that page catalog is loaded first too, as a prerendered page's HTML preloads it: the
 * `PageWords` inside find it loaded (a render suspending inside Testing Library's `act` would
 * wait for an `act` it never gets).
 */
export async function renderInLanguage(
  locale: Locale,
  ui: ReactNode,
  { words }: { words?: PageCatalog } = {},
) {
  const i18n = await loadPageLanguage(locale);
  if (words) await loadPageWords(i18n, words);
  return render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </MantineProvider>,
  );
}
