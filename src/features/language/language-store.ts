import type { Locale } from '@/config/locales';
import { createPersistedStore } from '@/lib/storage/persisted-store';

interface LanguageState {
  /** The language the player chose with the switcher; remembered only with persistence on. */
  chosen?: Locale;
  /** The player closed the offer of another language. */
  offerClosed: boolean;
  choose: (locale: Locale) => void;
  closeOffer: () => void;
}

/** The player's language choice (issue 30 item 1): saved like every setting, only when opted in. */
export const useLanguageStore = createPersistedStore(
  {
    name: 'language',
    version: 1,
    checks: () => import('./language-checks'),
    partialize: ({ chosen, offerClosed }: LanguageState) => ({ chosen, offerClosed }),
  },
  (set) => ({
    offerClosed: false,
    choose: (chosen) => set({ chosen, offerClosed: false }),
    closeOffer: () => set({ offerClosed: true }),
  }),
);
