import { createContext, useContext } from 'react';
import type { Locale } from '@/config/locales';

/**
 * Shows the page at `neutralPath` (`/region/Krytan?time=NIGHT`) in `locale` without loading a
 * new document, so what the tab holds in memory (pins, marks, keys, settings, notifications)
 * stays. Resolves false when the language could not be loaded (nothing changed then).
 */
export type SwitchLanguage = (locale: Locale, neutralPath: string) => Promise<boolean>;

/**
 * Set by the running app (`src/app/start/language-root.tsx`, through `PageLanguageProvider`).
 * Absent while prerendering and in tests of a piece on its own: the language links are then plain
 * links (a document navigation).
 */
export const LanguageSwitchContext = createContext<SwitchLanguage | undefined>(undefined);

/** The running app's in-page language switch, if there is one. */
export const useLanguageSwitch = () => useContext(LanguageSwitchContext);
