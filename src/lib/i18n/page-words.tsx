import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { use, type ComponentType, type ReactNode } from 'react';
import {
  SOURCE_LOCALE,
  TRANSLATED_LOCALES,
  type PageCatalog,
  type TranslatedLocale,
} from '@/config/locales';
import { settledPromise } from '@/lib/settled-promise';
import { useLingui } from './runtime';
import { useLocale } from './use-locale';

type CatalogModule = () => Promise<{ messages: Messages }>;

/** Each page catalog in each language: a chunk of its own, downloaded only where it is shown. */
const pageCatalogs: Record<PageCatalog, Record<TranslatedLocale, CatalogModule>> = {
  help: {
    de: () => import('@/locales/help/de.po'),
    fr: () => import('@/locales/help/fr.po'),
    es: () => import('@/locales/help/es.po'),
  },
  releases: {
    de: () => import('@/locales/releases/de.po'),
    fr: () => import('@/locales/releases/fr.po'),
    es: () => import('@/locales/releases/es.po'),
  },
};

const loaded = new WeakMap<I18n, Map<PageCatalog, Promise<I18n>>>();

const isTranslated = (locale: string): locale is TranslatedLocale =>
  (TRANSLATED_LOCALES as readonly string[]).includes(locale);

/**
 * `i18n` with a page catalog's words added (a new instance: the shell's stays as it is), loaded
 * once per language. English needs none: its words sit in the code. If the chunk fails to load
 * (offline, a stale page after a redeploy), the shell's `i18n` for this document: the page shows
 * its English (a new try per render would loop while offline).
 */
export function loadPageWords(i18n: I18n, catalog: PageCatalog): Promise<I18n> {
  const byCatalog = loaded.get(i18n) ?? new Map<PageCatalog, Promise<I18n>>();
  loaded.set(i18n, byCatalog);
  const known = byCatalog.get(catalog);
  if (known) return known;
  const { locale } = i18n;
  const words = isTranslated(locale)
    ? pageCatalogs[catalog][locale]().then(
        ({ messages }) =>
          setupI18n({ locale, messages: { [locale]: { ...i18n.messages, ...messages } } }),
        () => i18n,
      )
    : Promise.resolve(i18n);
  byCatalog.set(catalog, settledPromise(words));
  return words;
}

/**
 * Speaks a page catalog's words to `children` as well as the shell's. Suspends until they have
 * loaded: on a navigation (a transition) the previous page stays meanwhile; a prerendered page's
 * HTML has preloaded the chunk (a route module's `handle.words`, `render-page.tsx`), so its
 * hydration waits for a module already downloaded; the prerender waits for them.
 */
export function PageWords({ catalog, children }: { catalog?: PageCatalog; children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (!catalog || locale === SOURCE_LOCALE) return children;
  return <I18nProvider i18n={use(loadPageWords(i18n, catalog))}>{children}</I18nProvider>;
}

/** `Page` speaking a page catalog's words (`PageWords` around it). */
export function withPageWords<Props extends object>(
  catalog: PageCatalog,
  Page: ComponentType<Props>,
) {
  function WithPageWords(props: Props) {
    return (
      <PageWords catalog={catalog}>
        <Page {...props} />
      </PageWords>
    );
  }
  WithPageWords.displayName = `withPageWords(${Page.displayName ?? Page.name})`;
  return WithPageWords;
}
