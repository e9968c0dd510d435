import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { GuideEntry } from './guide-pages';
import classes from './guide-pager.module.css';

/**
 * Previous / next buttons and a dot per page. The first page has no "previous"; the last page
 * offers the region list instead of "next", so the guide never ends in a dead end.
 */
export function GuidePager({ pages, current }: { pages: GuideEntry[]; current: number }) {
  const previous = pages[current - 1];
  const next = pages[current + 1];
  return (
    <Group justify="space-between" mt="xl" wrap="wrap" gap="sm">
      {previous ? (
        <Button
          component={Link}
          to={paths.guide.href(previous.page)}
          variant="default"
          leftSection={<IconChevronLeft size={18} aria-hidden="true" />}
        >
          Previous: {previous.title}
        </Button>
      ) : (
        <span />
      )}
      <nav aria-label="Guide pages">
        <Group gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {pages.map((entry, index) => (
            <li key={entry.page}>
              <Link
                to={paths.guide.href(entry.page)}
                className={classes.dot}
                aria-label={`Page ${index + 1}: ${entry.title}`}
                aria-current={index === current ? 'page' : undefined}
              />
            </li>
          ))}
        </Group>
      </nav>
      {next ? (
        <Button
          component={Link}
          to={paths.guide.href(next.page)}
          rightSection={<IconChevronRight size={18} aria-hidden="true" />}
        >
          Next: {next.title}
        </Button>
      ) : (
        <Button
          component={Link}
          to={paths.launch.href('regions')}
          rightSection={<IconMapPin size={18} aria-hidden="true" />}
        >
          Select A Region
        </Button>
      )}
    </Group>
  );
}
