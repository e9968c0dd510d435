import { Anchor, type AnchorProps } from '@mantine/core';
import type { Locale } from '@/config/locales';
import { localizedPath } from '@/lib/i18n';
import { LANGUAGE_NAMES } from './language-names';
import { useFollowLanguageLink } from './use-follow-language-link';

/**
 * A link to `page` in `locale`, named in that language: a plain link before the app's code runs,
 * then a switch in place (`useFollowLanguageLink`).
 */
export function LanguageLink({
  locale,
  page,
  ...anchor
}: { locale: Locale; page: string; lang?: string; 'aria-current'?: 'page' } & AnchorProps) {
  const follow = useFollowLanguageLink();
  return (
    <Anchor
      {...anchor}
      href={localizedPath(locale, page)}
      hrefLang={locale}
      onClick={(event) => follow(event, locale, page)}
      onAuxClick={(event) => follow(event, locale, page)}
    >
      {LANGUAGE_NAMES[locale]}
    </Anchor>
  );
}
