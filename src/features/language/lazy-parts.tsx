import { lazy } from 'react';

// The switcher and the links every page shows are part of the page's code (as their own lazy
// chunk they cost every page four script files before it was live, as the bundler split what they
// share with the offer). The offer and the new-tab warning, which no first screen shows, load in
// one chunk once the page is live (docs/languages.md "The switcher and the offer"); render each
// inside a `Suspense`.
export { LanguageLinks } from './language-links';
export { LanguageSwitcher } from './language-switcher';

const laterParts = () => import('./later-parts');

/** The quiet offer of another language (render it only once the app runs). */
export const LanguageOffer = lazy(() =>
  laterParts().then(({ LanguageOffer }) => ({ default: LanguageOffer })),
);

/** Asks first when a language link opens in a new tab while this tab holds unsaved data. */
export const NewTabWarning = lazy(() =>
  laterParts().then(({ NewTabWarning }) => ({ default: NewTabWarning })),
);
