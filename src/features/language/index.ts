export { LanguageLinks, LanguageOffer, LanguageSwitcher, NewTabWarning } from './lazy-parts';
export { useLanguageStore } from './language-store';
