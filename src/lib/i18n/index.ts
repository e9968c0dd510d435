/**
 * The page's language and the UI's words (Lingui, docs/languages.md "Our words: Lingui").
 * Messages are written with Lingui's macros beside the components (their runtime is
 * `runtime.tsx`); here are a language's words, the address's language, the one provider of the
 * page's language (`PageLanguageProvider`, read by `useLocale`), English, and dates and times
 * through `Intl`.
 */
export { formatInstant } from './format-instant';
export { loadI18n, loadLanguage } from './load-i18n';
export { basenameOf, htmlLangOf, localeOfPath } from './locale-of-path';
export { sourceI18n } from './source-i18n';
export { useLocale } from './use-locale';
export { alternatesOf, localizedPath, neutralPathOf } from './locale-path';
export { loadPageWords, withPageWords } from './page-words';
export { useLanguageSwitch, type SwitchLanguage } from './language-switch';
export { PageLanguageProvider, sourceLanguage, type PageLanguage } from './page-language';
