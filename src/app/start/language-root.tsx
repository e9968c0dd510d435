import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { createPath, RouterProvider } from 'react-router';
import type { Locale } from '@/config/locales';
import { AppProviders } from '@/app/providers';
import { pushNotification } from '@/features/notifications/notifications-store';
import { htmlLangOf, localeOfPath } from '@/lib/i18n/locale-of-path';
import { localizedPath, neutralPathOf } from '@/lib/i18n/locale-path';
import type { SwitchLanguage } from '@/lib/i18n/language-switch';
import { prepareLanguage, type LanguagePage } from './prepare-language';

const couldNotSwitch = msg`The page could not switch language: part of the app did not download. Nothing changed; check the connection and try again.`;

/** Where a language's page is now: its router's location under the language's prefix. */
const addressOf = ({ locale, router }: LanguagePage) =>
  localizedPath(locale, createPath(router.state.location));

/**
 * The app's providers and router, in the language of the address. Switching language is a
 * navigation inside the document (issue 40 item 1): the language's words and a router with its
 * prefix take over, while every store, the query cache and the notifications stay as they are.
 * The browser's back and forward buttons across languages switch the same way.
 */
export function LanguageRoot({ client, initial }: { client: QueryClient; initial: LanguagePage }) {
  const [page, setPage] = useState(initial);
  const current = useRef(page);
  const switching = useRef(false);

  const show = useCallback(
    async (locale: Locale, address: string, push: boolean) => {
      if (switching.current) return false;
      switching.current = true;
      try {
        const next = await prepareLanguage(client, locale, address, push);
        if (!next) {
          // Back or forward already moved the address: it goes back to the page still shown.
          if (!push)
            window.history.replaceState(window.history.state, '', addressOf(current.current));
          pushNotification({ message: couldNotSwitch, tone: 'error' });
          return false;
        }
        current.current = next;
        document.documentElement.lang = htmlLangOf(locale);
        startTransition(() => setPage(next));
        return true;
      } finally {
        switching.current = false;
      }
    },
    [client],
  );

  // The router a switch replaced is disposed once the new one shows: until then its page stays
  // usable.
  const shown = useRef(initial.router);
  useEffect(() => {
    if (shown.current === page.router) return;
    shown.current.dispose();
    shown.current = page.router;
  }, [page]);

  const switchLanguage = useCallback<SwitchLanguage>(
    (locale, neutralPath) => show(locale, localizedPath(locale, neutralPath), true),
    [show],
  );

  useEffect(() => {
    // Before the router's own listener (capture runs first at the window): an entry in another
    // language is outside the router's basename, which would show it as not found.
    const crossLanguage = (event: PopStateEvent) => {
      const { pathname, search, hash } = window.location;
      const locale = localeOfPath(pathname);
      if (locale === current.current.locale) return;
      event.stopImmediatePropagation();
      void show(locale, localizedPath(locale, `${neutralPathOf(pathname)}${search}${hash}`), false);
    };
    window.addEventListener('popstate', crossLanguage, { capture: true });
    return () => window.removeEventListener('popstate', crossLanguage, { capture: true });
  }, [show]);

  return (
    <AppProviders client={client} language={page} switchLanguage={switchLanguage}>
      <RouterProvider key={page.locale} router={page.router} />
    </AppProviders>
  );
}
