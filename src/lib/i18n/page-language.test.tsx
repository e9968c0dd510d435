import { msg, plural } from '@lingui/core/macro';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/config/locales';
import { useLanguageSwitch, type SwitchLanguage } from './language-switch';
import { loadI18n } from './load-i18n';
import { PageLanguageProvider, type PageLanguage } from './page-language';
import { useLingui } from './runtime';
import { useLocale } from './use-locale';

/** The bell's label (`bell-button.tsx`: the same source message, so the same id). */
const bellLabel = (activeCount: number) =>
  msg({
    message: plural(activeCount, {
      one: 'Notifications (# active)',
      other: 'Notifications (# active)',
    }),
  });

/** Everything a component reads of the page's language. */
const usePageLanguage = () => ({
  locale: useLocale(),
  bell: useLingui().i18n._(bellLabel(3)),
  switchLanguage: useLanguageSwitch(),
});

const inLanguage =
  (language: PageLanguage, switchLanguage?: SwitchLanguage) =>
  ({ children }: { children: ReactNode }) => (
    <PageLanguageProvider language={language} switchLanguage={switchLanguage}>
      {children}
    </PageLanguageProvider>
  );

describe('PageLanguageProvider', () => {
  it('gives English and no switch outside a provider', () => {
    const { result } = renderHook(usePageLanguage);
    expect(result.current).toEqual({
      locale: 'en',
      bell: 'Notifications (3 active)',
      switchLanguage: undefined,
    });
  });

  it.each<[Locale, Locale]>([
    ['de', 'en'],
    ['en', 'fr'],
    ['es', 'de'],
  ])(
    'makes useLocale say the locale given (%s), whatever Lingui speaks (%s)',
    async (locale, wordsIn) => {
      const i18n = await loadI18n(wordsIn);
      const { result } = renderHook(useLocale, { wrapper: inLanguage({ locale, i18n }) });
      expect(result.current).toBe(locale);
    },
  );

  it("speaks the language's words and offers the running app's switch", async () => {
    const switchLanguage = vi.fn<SwitchLanguage>();
    const fr = { locale: 'fr', i18n: await loadI18n('fr') } as const;
    const { result } = renderHook(usePageLanguage, { wrapper: inLanguage(fr, switchLanguage) });
    expect(result.current).toEqual({
      locale: 'fr',
      bell: 'Notifications (3 actives)',
      switchLanguage,
    });
  });
});
