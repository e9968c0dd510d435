import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components';
import { paths } from '@/config/paths';

const entries = [
  { label: "I'm New Here!", description: 'User Guide', to: paths.guide.href('intro') },
  { label: 'Frequently Asked Questions', to: paths.faq.href() },
  { label: 'Send Feedback / Report Bug', to: paths.feedback.href() },
  { label: 'Catalog Data', description: 'sources, live check', to: paths.data.href() },
  { label: 'Legal', to: paths.legal.href() },
  { label: 'Contact Me', to: paths.contact.href() },
];

export function HelpMenuPage() {
  return (
    <>
      <PageTitle>Help</PageTitle>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {entries.map((entry) => (
          <Button key={entry.to} component={Link} to={entry.to} size="lg" variant="light">
            {entry.label}
            {entry.description ? ` (${entry.description})` : ''}
          </Button>
        ))}
      </SimpleGrid>
    </>
  );
}
