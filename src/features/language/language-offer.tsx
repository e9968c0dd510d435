import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@/config/locales';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { useLocale } from '@/lib/i18n/use-locale';
import { useLanguageStore } from './language-store';
import { LanguageLink } from './language-link';
import { offeredLocale } from './offered-locale';
import { Notice } from '@/components/notice';
import { NoticeClose } from '@/components/notice-close';
import classes from './language-offer.module.css';

const offerText = msg`This page is also in your language:`;
const closeLabel = msg`Not now`;

/** The offered language's words: the offer speaks the language it offers. */
function useWordsOf(locale: Locale | undefined) {
  const [words, setWords] = useState<I18n>();
  useEffect(() => {
    if (!locale) return;
    let current = true;
    void loadI18n(locale).then((i18n) => current && setWords(i18n));
    return () => {
      current = false;
    };
  }, [locale]);
  return words?.locale === locale ? words : undefined;
}

/**
 * A quiet offer of the page in the player's language (issue 30 item 1): the language they chose
 * (remembered with persistence on), or else their browser's first one the site has. Never a
 * redirect. Shown only once the app runs (the browser's languages are not known to the
 * prerender), so it takes its own place at the end of the page, after the footer and its language
 * links: inserted there it moves nothing the player sees and covers nothing (docs/languages.md
 * "The switcher and the offer").
 */
export function LanguageOffer() {
  const pageLocale = useLocale();
  const { chosen, offerClosed, closeOffer } = useLanguageStore();
  const offered = offeredLocale({
    pageLocale,
    browserLanguages: navigator.languages,
    chosen,
    dismissed: offerClosed,
  });
  const words = useWordsOf(offered);
  const { pathname, search, hash } = useLocation();
  if (!offered || !words) return null;
  const page = `${pathname}${search}${hash}`;
  return (
    <div className={classes.offer}>
      <Notice
        color="cyan"
        lang={offered}
        role="status"
        close={<NoticeClose label={words._(closeLabel)} onClose={closeOffer} />}
      >
        {words._(offerText)} <LanguageLink locale={offered} page={page} />
      </Notice>
    </div>
  );
}
