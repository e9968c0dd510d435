// The language parts every page shows (the header's switcher, the footer's and the home page's
// links), loaded after the page's code as one chunk (`lazy-parts.tsx`).
export { LanguageLinks } from './language-links';
export { LanguageSwitcher } from './language-switcher';
