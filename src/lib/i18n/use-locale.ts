import { createContext, useContext } from 'react';
import { SOURCE_LOCALE, type Locale } from '@/config/locales';

/**
 * The page's language, set from its address: at start-up, at the prerender and at a language
 * switch (`PageLanguageProvider`). English outside a provider (a piece rendered on its own).
 */
export const LocaleContext = createContext<Locale>(SOURCE_LOCALE);

/** The page's language (its address's), for `Intl` formats and the game's words. */
export const useLocale = (): Locale => useContext(LocaleContext);
