import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const links = [
  { label: 'Guide', to: paths.guide.path },
  { label: 'Settings', to: paths.settings.path },
  { label: 'FAQ', to: paths.faq.href() },
  { label: 'Legal', to: paths.legal.href() },
  { label: 'Contact', to: paths.contact.href() },
];

export function SiteFooter() {
  return (
    <Container component="footer" size="lg" py="xl" mt="xl">
      <nav aria-label="Footer">
        <Group justify="center" gap="lg">
          {links.map((link) => (
            <Anchor key={link.label} component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          ))}
        </Group>
      </nav>
      <Text ta="center" size="xs" c="dimmed" mt="md">
        An unofficial fan site. Guild Wars 2 content and materials are trademarks and copyrights of
        their respective owners.
      </Text>
    </Container>
  );
}
