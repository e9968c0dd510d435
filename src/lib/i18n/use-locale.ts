import { GAME_LOCALES, SOURCE_LOCALE, type Locale } from '@/config/locales';
import { useLingui } from './runtime';

/** The UI's language now (the provider's; English outside one), for `Intl` formats. */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return GAME_LOCALES.find((known) => known === locale) ?? SOURCE_LOCALE;
}
