import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '@/config/locales';
import { loadI18n } from '@/lib/i18n';

/** Renders `ui` with Mantine and the UI's words in `locale` (its catalog loaded first). */
export async function renderInLanguage(locale: Locale, ui: ReactNode) {
  const i18n = await loadI18n(locale);
  return render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </MantineProvider>,
  );
}
