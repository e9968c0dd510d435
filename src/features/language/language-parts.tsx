// The language parts the shell and the home page load after the page's code, as one chunk
// (`lazy-parts.tsx`).
export { LanguageLinks } from './language-links';
export { LanguageOffer } from './language-offer';
export { LanguageSwitcher } from './language-switcher';
export { NewTabWarning } from './new-tab-warning';
