import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { BellButton } from '@/features/notifications/bell-button';
import { AppLogo } from './app-logo';
import { HeaderLanguageSwitcher } from './language-parts';
import classes from './top-nav.module.css';
import { Row } from '@/components/row';
import { Text } from '@/components/text';

/** `end` links are active only on their exact path (spec §2: Help matches exactly). */
const links = [
  { label: msg`Home`, to: paths.home.href(), end: true },
  { label: msg`Launch`, to: paths.launch.path, end: false },
  { label: msg`Settings`, to: paths.settings.path, end: false },
  { label: msg`Help`, to: paths.help.href(), end: true },
];

export function TopNav() {
  const { i18n, t } = useLingui();
  return (
    <Row nowrap justify="between" gap="xs" className={classes.bar}>
      <NavLink
        to={paths.home.href()}
        className={classes.brand}
        aria-label={t`Tyria Fishing Companion home`}
      >
        <AppLogo size={28} />
        <Text as="span" weight={700} className={classes.brandName}>
          Tyria Fishing Companion
        </Text>
      </NavLink>
      <nav aria-label={t`Main`} className={classes.nav}>
        <Row nowrap gap={2}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
              {i18n._(link.label)}
            </NavLink>
          ))}
        </Row>
      </nav>
      <Row nowrap justify="end" gap="xs" className={classes.actions}>
        <div className={classes.languages}>
          <HeaderLanguageSwitcher />
        </div>
        <BellButton />
      </Row>
    </Row>
  );
}
