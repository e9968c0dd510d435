import { Suspense } from 'react';
import { LanguageOffer, LanguageSwitcher } from '@/features/language';
import { useHydrated } from '@/hooks/use-hydrated';

/** The header's language switcher (loaded after the page's code). */
export function HeaderLanguageSwitcher() {
  return (
    <Suspense fallback={null}>
      <LanguageSwitcher />
    </Suspense>
  );
}

/** The offer of another language: it reads the browser's languages, so only once the app runs. */
export function LanguageOfferOnceLive() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  );
}
