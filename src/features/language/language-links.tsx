import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { GAME_LOCALES } from '@/config/locales';
import { useLocale } from '@/lib/i18n';
import { LanguageLink } from './language-link';
import classes from './language-links.module.css';

const noChanges = () => () => {};
const isClient = () => true;
/** Also while hydrating: React then reads the server's snapshot, and renders again with the client's. */
const isServer = () => false;

/**
 * The current page in every language: links to the other prefix with the same path, query and
 * hash. Before the app's code has started they are plain links; once it runs, a click switches
 * the language in place (`useFollowLanguageLink`). Each name is in its own language (`lang`).
 */
export function LanguageLinks({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { pathname, search, hash } = useLocation();
  // The prerendered page has no query: its links hydrate without one (React keeps the HTML's
  // attributes on a mismatch), then take the address's query and hash.
  const mounted = useSyncExternalStore(noChanges, isClient, isServer);
  const page = mounted ? `${pathname}${search}${hash}` : pathname;
  const current = useLocale();
  return (
    <ul className={classes[direction]}>
      {GAME_LOCALES.map((locale) => (
        <li key={locale}>
          <LanguageLink
            locale={locale}
            page={page}
            lang={locale}
            aria-current={locale === current ? 'page' : undefined}
            bold={locale === current}
          />
        </li>
      ))}
    </ul>
  );
}
