import clsx from 'clsx';
import { memo } from 'react';
import anchor from '@/components/anchor.module.css';
import type { Locale } from '@/config/locales';
import { localizedPath } from '@/lib/i18n/locale-path';
import { LANGUAGE_NAMES } from './language-names';
import { useFollowLanguageLink } from './use-follow-language-link';

/**
 * A link to `page` in `locale`, named in that language: a plain link before the app's code runs,
 * then a switch in place (`useFollowLanguageLink`). Plain markup with Mantine's Anchor look.
 * Memoised: the list renders again when the page goes live, its links only if the page changed.
 */
export const LanguageLink = memo(function LanguageLink({
  locale,
  page,
  bold = false,
  ...attributes
}: {
  locale: Locale;
  page: string;
  /** The page's own language, in bold. */
  bold?: boolean;
  lang?: string;
  'aria-current'?: 'page';
}) {
  const follow = useFollowLanguageLink();
  return (
    <a
      {...attributes}
      className={clsx('mantine-focus-auto', anchor.anchor, bold && anchor.bold)}
      href={localizedPath(locale, page)}
      hrefLang={locale}
      onClick={(event) => follow(event, locale, page)}
      onAuxClick={(event) => follow(event, locale, page)}
    >
      {LANGUAGE_NAMES[locale]}
    </a>
  );
});
