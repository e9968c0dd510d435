import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components';
import { paths } from '@/config/paths';
import { wikiLink } from '@/lib/wiki-link';
import { Changelog } from './changelog';
import { FlavourQuote } from './flavour-quote';
import { LandscapeHint } from './landscape-hint';

/** `/`. `random` picks the flavour quote; tests inject it. */
export function HomePage({ random = Math.random }: { random?: () => number }) {
  // A new location key on every navigation (even to `/` from `/`) remounts the quote.
  const { key } = useLocation();
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>Welcome to Tyria Fishing Companion</PageTitle>
        <Text>
          Finish the regional fishing collections of Guild Wars 2: see which fish bite right now,
          filter them by time of day, bait and fishing hole, mark what you caught — or let an API
          key load it from the game.
        </Text>
      </div>
      <LandscapeHint />
      <Group>
        <Button component={Link} to={paths.guide.href('intro')} variant="light" size="md">
          I&apos;m New Here
        </Button>
        <Button component={Link} to={paths.launch.href('regions')} size="md">
          Select A Region
        </Button>
        <Button component={Link} to={paths.launch.href('planner')} variant="outline" size="md">
          What can I catch now?
        </Button>
      </Group>
      <Text>
        Which fish is today&apos;s catch?{' '}
        <Anchor href={wikiLink('Daily Catch')} target="_blank" rel="noreferrer" underline="always">
          See the most recent Daily Catch on the wiki
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          <IconExternalLink size={14} aria-hidden="true" style={{ marginLeft: 4 }} />
        </Anchor>{' '}
        (the game&apos;s API does not tell us, so it is not tracked here).
      </Text>
      <FlavourQuote key={key} random={random} />
      <Changelog />
    </Stack>
  );
}
