import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LanguageLinks } from '@/features/language';
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
    <Container component="footer" size="lg" py="xl" mt="xl">
      <nav aria-label={t`Footer`}>
        <Group justify="center" gap="lg">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {i18n._(link.label)}
            </Anchor>
          ))}
        </Group>
      </nav>
      {/* Every page's way to another language; on phones the header has no room for it. */}
      <nav aria-label={t`Site language`} className={classes.languages}>
        <Suspense fallback={null}>
          <LanguageLinks />
        </Suspense>
      </nav>
      <Text ta="center" size="xs" c="dimmed" mt="md">
        <Trans>
          An unofficial fan site. Guild Wars 2 content and materials are trademarks and copyrights
          of their respective owners.
        </Trans>
      </Text>
    </Container>
  );
}
