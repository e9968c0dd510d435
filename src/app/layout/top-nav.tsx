import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { BellButton } from '@/features/notifications';
import { AppLogo } from './app-logo';
import { HeaderLanguageSwitcher } from './language-parts';
import classes from './top-nav.module.css';

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
    <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <NavLink
        to={paths.home.href()}
        className={classes.brand}
        aria-label={t`Tyria Fishing Companion home`}
      >
        <AppLogo size={28} />
        <Text component="span" fw={700} visibleFrom="md">
          Tyria Fishing Companion
        </Text>
      </NavLink>
      <nav aria-label={t`Main`} className={classes.nav}>
        <Group gap={2} wrap="nowrap">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
              {i18n._(link.label)}
            </NavLink>
          ))}
        </Group>
      </nav>
      <Group gap="xs" wrap="nowrap" miw={36} justify="flex-end">
        <div className={classes.languages}>
          <HeaderLanguageSwitcher />
        </div>
        <BellButton />
      </Group>
    </Group>
  );
}
