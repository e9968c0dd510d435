import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { Link } from 'react-router';
import anchor from '@/components/anchor.module.css';
import { paths } from '@/config/paths';
import { LanguageLinks } from '@/features/language/lazy-parts';
import classes from './site-footer.module.css';

const links = [
  { label: msg`Guide`, to: paths.guide.path },
  { label: msg`Settings`, to: paths.settings.path },
  { label: msg`FAQ`, to: paths.faq.href() },
  { label: msg`Legal`, to: paths.legal.href() },
  { label: msg`Contact`, to: paths.contact.href() },
];

export function SiteFooter() {
  const { i18n, t } = useLingui();
  return (
    <footer className={classes.footer}>
      <nav aria-label={t`Footer`}>
        <div className={classes.links}>
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={clsx('mantine-focus-auto', anchor.anchor, anchor.sm)}
            >
              {i18n._(link.label)}
            </Link>
          ))}
        </div>
      </nav>
      {/* Every page's way to another language; on phones the header has no room for it. */}
      <nav aria-label={t`Site language`} className={classes.languages}>
        <LanguageLinks />
      </nav>
      <p className={classes.disclaimer}>
        <Trans>
          An unofficial fan site. Guild Wars 2 content and materials are trademarks and copyrights
          of their respective owners.
        </Trans>
      </p>
    </footer>
  );
}
