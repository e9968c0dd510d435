import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import { LanguageSwitchContext, type SwitchLanguage } from './language-switch';
import { sourceI18n } from './source-i18n';
import { LocaleContext } from './use-locale';

/** A page's language: its locale (from the address) and the UI's words in it. */
export interface PageLanguage {
  locale: Locale;
  i18n: I18n;
}

/** English, whose words are in the code already (no loading). */
export const sourceLanguage: PageLanguage = { locale: SOURCE_LOCALE, i18n: sourceI18n };

/**
 * The page's language for everything under it, in one provider (docs/languages.md "The page's
 * language"): its locale (`useLocale`), the UI's words (Lingui's `useLingui`, the macros) and, in
 * the running app, the in-page switch to another language (`useLanguageSwitch`).
 */
export function PageLanguageProvider({
  language,
  switchLanguage,
  children,
}: {
  language: PageLanguage;
  switchLanguage?: SwitchLanguage;
  children: ReactNode;
}) {
  return (
    <LocaleContext value={language.locale}>
      <I18nProvider i18n={language.i18n}>
        <LanguageSwitchContext value={switchLanguage}>{children}</LanguageSwitchContext>
      </I18nProvider>
    </LocaleContext>
  );
}
