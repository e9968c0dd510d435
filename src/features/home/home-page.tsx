import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components';
import { paths } from '@/config/paths';

export function HomePage() {
  return (
    <Stack gap="md">
      <PageTitle>Welcome to Tyria Fishing Companion</PageTitle>
      <Text>
        Track every regional fishing collection of Guild Wars 2: see which fish bite right now,
        filter them by time of day, bait and fishing hole, and load your progress from the game with
        an API key.
      </Text>
      <Group>
        <Button component={Link} to={paths.guide.href('intro')} variant="light">
          I&apos;m New Here
        </Button>
        <Button component={Link} to={paths.launch.href('regions')}>
          Select A Region
        </Button>
      </Group>
    </Stack>
  );
}
