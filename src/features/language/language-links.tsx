import { useLocation } from 'react-router';
import { GAME_LOCALES } from '@/config/locales';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale } from '@/lib/i18n/use-locale';
import { LanguageLink } from './language-link';
import { Column } from '@/components/column';
import { Row } from '@/components/row';

/**
 * The current page in every language: links to the other prefix with the same path, query and
 * hash. Before the app's code has started they are plain links; once it runs, a click switches
 * the language in place (`useFollowLanguageLink`). Each name is in its own language (`lang`).
 */
export function LanguageLinks({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { pathname, search, hash } = useLocation();
  // The prerendered page has no query: its links hydrate without one (React keeps the HTML's
  // attributes on a mismatch), then take the address's query and hash once live.
  const page = useHydrated() ? `${pathname}${search}${hash}` : pathname;
  const current = useLocale();
  const Items = direction === 'row' ? Row : Column;
  return (
    // The shared looks, not the chunk's own classes: the links are prerendered, and a lazy
    // chunk's stylesheet arrives with its code, long after the first paint.
    <Items as="ul" gap={direction === 'row' ? 'md' : 4}>
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
    </Items>
  );
}
