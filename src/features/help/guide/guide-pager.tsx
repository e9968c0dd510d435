import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
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
  const { t } = useLingui();
  const previous = pages[current - 1];
  const next = pages[current + 1];
  const previousTitle = previous && t(previous.title);
  const nextTitle = next && t(next.title);
  return (
    <div className={classes.pager}>
      {previous ? (
        <Button
          component={Link}
          to={paths.guide.href(previous.page)}
          variant="default"
          leftSection={<IconChevronLeft size={18} aria-hidden="true" />}
        >
          {t`Previous: ${previousTitle}`}
        </Button>
      ) : (
        <span />
      )}
      <nav aria-label={t`Guide pages`}>
        <ul className={classes.dots}>
          {pages.map((entry, index) => {
            const number = index + 1;
            const title = t(entry.title);
            return (
              <li key={entry.page}>
                <Link
                  to={paths.guide.href(entry.page)}
                  className={classes.dot}
                  aria-label={t`Page ${number}: ${title}`}
                  aria-current={index === current ? 'page' : undefined}
                />
              </li>
            );
          })}
        </ul>
      </nav>
      {next ? (
        <Button
          component={Link}
          to={paths.guide.href(next.page)}
          rightSection={<IconChevronRight size={18} aria-hidden="true" />}
        >
          {t`Next: ${nextTitle}`}
        </Button>
      ) : (
        <Button
          component={Link}
          to={paths.launch.href('regions')}
          rightSection={<IconMapPin size={18} aria-hidden="true" />}
        >
          <Trans>Select A Region</Trans>
        </Button>
      )}
    </div>
  );
}
