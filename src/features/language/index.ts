export { LanguageLinks, LanguageOffer, LanguageSwitcher } from './lazy-parts';
export { useLanguageStore } from './language-store';
