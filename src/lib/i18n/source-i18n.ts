import { setupI18n } from '@lingui/core';
import { SOURCE_LOCALE } from '@/config/locales';
import { messages } from '@/locales/en.po';

/**
 * English, the source language: its catalog is compiled into the code that imports this, so an
 * English page needs no request for its words. Never activated in another language: shared by
 * every English render (and the prerender's) as it does not change.
 */
export const sourceI18n = setupI18n({
  locale: SOURCE_LOCALE,
  messages: { [SOURCE_LOCALE]: messages },
});
