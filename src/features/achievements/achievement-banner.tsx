import { Trans } from '@lingui/react/macro';
import { Paper } from '@mantine/core';
import { ExternalLink, PageTitle } from '@/components';
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
      <ExternalLink href={wikiLink(name)} c="white" fw={700} iconSize={16}>
        <Trans>{name} on the Guild Wars 2 wiki</Trans>
      </ExternalLink>
    </Paper>
  );
}
