import { AfterLive } from '@/app/start/after-live';
import { LanguageOffer, LanguageSwitcher, NewTabWarning } from '@/features/language/lazy-parts';

/** The header's language switcher. */
export function HeaderLanguageSwitcher() {
  return <LanguageSwitcher />;
}

/**
 * The offer of another language (it reads the browser's languages, so only once the app runs),
 * and the warning before a language link opens in a new tab.
 */
export function LanguageOfferAfterLive() {
  return (
    <AfterLive>
      <LanguageOffer />
      <NewTabWarning />
    </AfterLive>
  );
}
