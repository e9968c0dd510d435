import { lazy } from 'react';

// The language parts load after the page's code, in one chunk (docs/languages.md "The
// switcher and the offer"): prerendered, the switcher is plain links in a `<details>`, usable
// meanwhile, and its HTML stays until it hydrates. Render each inside a `Suspense`.
const parts = () => import('./language-parts');

/** The header's switcher: a disclosure with the current page in every language. */
export const LanguageSwitcher = lazy(() =>
  parts().then(({ LanguageSwitcher }) => ({ default: LanguageSwitcher })),
);

/** The current page in every language, as a list of links. */
export const LanguageLinks = lazy(() =>
  parts().then(({ LanguageLinks }) => ({ default: LanguageLinks })),
);

/** The quiet offer of another language (render it only once the app runs). */
export const LanguageOffer = lazy(() =>
  parts().then(({ LanguageOffer }) => ({ default: LanguageOffer })),
);

/** Asks first when a language link opens in a new tab while this tab holds unsaved data. */
export const NewTabWarning = lazy(() =>
  parts().then(({ NewTabWarning }) => ({ default: NewTabWarning })),
);
