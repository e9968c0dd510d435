// The language parts no first screen shows (the offer, the new-tab warning), loaded once the page
// is live (`lazy-parts.tsx`): with the switcher they took the unsaved-data choice, the export and
// the corner card into every page's start.
export { LanguageOffer } from './language-offer';
export { NewTabWarning } from './new-tab-warning';
