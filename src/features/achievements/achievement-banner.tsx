import { Anchor, Paper, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PageTitle } from '@/components';
import { wikiLink } from '@/lib/wiki-link';

/** Title banner over the achievement's colours, with its wiki article. */
export function AchievementBanner({ name, background }: { name: string; background?: string }) {
  return (
    <Paper
      p="lg"
      mb="lg"
      radius="md"
      withBorder
      style={{
        background: background
          ? `linear-gradient(rgb(0 0 0 / 0.35), rgb(0 0 0 / 0.35)), ${background}`
          : undefined,
      }}
    >
      <PageTitle>{name}</PageTitle>
      <Anchor
        href={wikiLink(name)}
        target="_blank"
        rel="noopener noreferrer"
        c="white"
        fw={700}
        underline="always"
      >
        {name} on the Guild Wars 2 wiki
        <IconExternalLink
          size={16}
          aria-hidden
          style={{ marginLeft: 4, verticalAlign: 'middle' }}
        />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>
    </Paper>
  );
}
