import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { Locale } from '@/config/locales';
import { createRoutes } from '@/app/router';
import { loadPageLanguage } from '@/data/game-words/load-page-language';
import { basenameOf } from '@/lib/i18n/locale-of-path';
import type { PageLanguage } from '@/lib/i18n/page-language';
import { loadRoutesOf } from './current-routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app in one language: the page's language (its locale and words, for `AppProviders`) and its
 * router (the language's prefix is its basename).
 */
export interface LanguagePage extends PageLanguage {
  router: Router;
}

const whenInitialized = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * The app in `locale` at `address`, ready to show: its words and the page's route modules loaded,
 * the address entered in the history (`push`, as a link would; not when the browser's back or
 * forward button already moved there) and its loaders run. Undefined when a part failed to
 * download: nothing has changed then.
 */
export async function prepareLanguage(
  client: QueryClient,
  locale: Locale,
  address: string,
  push: boolean,
): Promise<LanguagePage | undefined> {
  const routes = createRoutes(client);
  const basename = basenameOf(locale) || '/';
  const { pathname } = new URL(address, window.location.origin);
  const [routesLoaded, language] = await Promise.all([
    loadRoutesOf(routes, pathname, basename),
    loadPageLanguage(locale).catch(() => undefined),
  ]);
  if (!routesLoaded || !language) return undefined;
  if (push) {
    // Shaped as React Router's own entries, so its scroll restoration and blockers read it alike.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: index + 1 }, '', address);
  }
  const router = createBrowserRouter(routes, { basename });
  await whenInitialized(router);
  return { ...language, router };
}
