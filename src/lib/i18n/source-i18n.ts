import { setupI18n } from '@lingui/core';
import { SOURCE_LOCALE } from '@/config/locales';

/**
 * English, the source language. Its catalog is empty: every message's English sits, compiled,
 * beside the code that shows it (scripts/vite/compile-message-literals.ts), so a page loads only
 * its own words and an English page makes no request for them. Never activated in another
 * language: shared by every English render (and the prerender's) as it does not change.
 */
export const sourceI18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });
