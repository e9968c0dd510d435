import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Region } from '@/data/asset-schemas';
import { findRegion } from '@/data/catalog-index';
import { DailyFishingNote, type DailyFishing } from '@/features/dailies';
import { dailyRegionKeys } from '@/lib/dailies';
import { RegionCard } from './region-card';

export interface DailyBoxProps {
  daily: DailyFishing;
  /** The loaded regions, to map daily names to regions. */
  regions: readonly Region[];
  /** The heading's id, when the page holds more than one box (a prerendered page). */
  headingId?: string;
}

/**
 * Today's fishing dailies, highlighted above the region list: every daily's name (also those
 * with no region here) and the cards of the regions they belong to. Whether the player has done
 * it cannot be shown: the game's API does not report dailies (the note says so).
 */
export function DailyBox({ daily, regions, headingId = 'daily-box-heading' }: DailyBoxProps) {
  const keys = dailyRegionKeys(daily.names, regions);
  const { t } = useLingui();
  const title = daily.names.length === 1 ? t`Today's fishing daily` : t`Today's fishing dailies`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="md"
      mb="lg"
      radius="md"
      style={{ borderColor: 'var(--mantine-color-yellow-5)', borderWidth: 2 }}
    >
      <Title order={3} id={headingId} mb="xs">
        {title}
      </Title>
      <Box mb="xs">
        <DailyFishingNote names={daily.names} />
      </Box>
      {daily.names.length === 0 ? (
        <Alert color="gray">
          <Trans>No fishing daily is known for today.</Trans>
        </Alert>
      ) : (
        <List mb="md" aria-label={t`Daily achievements`}>
          {daily.names.map((name) => {
            const regionNames = dailyRegionKeys([name], regions)
              .map((key) => findRegion(key)?.displayName ?? key)
              .join(', ');
            return (
              <List.Item key={name}>
                <Text span fw={700}>
                  {name}
                </Text>
                {regionNames ? ` — ${regionNames}` : t` — no region of its own on this site`}
              </List.Item>
            );
          })}
        </List>
      )}
      {keys.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {keys.map((key) => {
            const entry = findRegion(key);
            const region = regions.find((r) => r.key === key);
            return entry ? (
              <RegionCard key={key} entry={entry} region={region} daily headingOrder={4} />
            ) : null;
          })}
        </SimpleGrid>
      )}
    </Paper>
  );
}
