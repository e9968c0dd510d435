import { lazy } from 'react';

// The language parts load after the page's code, in two chunks (docs/languages.md "The
// switcher and the offer"): prerendered, the switcher is plain links in a `<details>`, usable
// meanwhile, and its HTML stays until it hydrates; the offer and the warning wait until the page
// is live. Render each inside a `Suspense`.
const switcherParts = () => import('./switcher-parts');
const laterParts = () => import('./later-parts');

/** The header's switcher: a disclosure with the current page in every language. */
export const LanguageSwitcher = lazy(() =>
  switcherParts().then(({ LanguageSwitcher }) => ({ default: LanguageSwitcher })),
);

/** The current page in every language, as a list of links. */
export const LanguageLinks = lazy(() =>
  switcherParts().then(({ LanguageLinks }) => ({ default: LanguageLinks })),
);

/** The quiet offer of another language (render it only once the app runs). */
export const LanguageOffer = lazy(() =>
  laterParts().then(({ LanguageOffer }) => ({ default: LanguageOffer })),
);

/** Asks first when a language link opens in a new tab while this tab holds unsaved data. */
export const NewTabWarning = lazy(() =>
  laterParts().then(({ NewTabWarning }) => ({ default: NewTabWarning })),
);
