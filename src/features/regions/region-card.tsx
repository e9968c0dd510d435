import { Badge, Group, Progress, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { LinkCard } from '@/components';
import { CARD_HEIGHT } from '@/config/constants';
import { paths } from '@/config/paths';
import type { Region } from '@/data/asset-schemas';
import type { RegionIndexEntry } from '@/data/catalog-index';
import { useProgress } from '@/features/progress';
import { completionBadges } from './completion-badges';

export interface RegionCardProps {
  entry: RegionIndexEntry;
  /** The region's asset; while it loads the card shows the bundled name only. */
  region: Region | undefined;
  /** Whether the region is one of today's fishing dailies. */
  daily?: boolean;
  /** The region's file failed to load (the page names the file). */
  unavailable?: boolean;
  headingOrder?: TitleOrder;
}

/**
 * A region as a link card (spec §2 Regions tab): name, fishing power, caught / total, DAILY label
 * and completion badges, over the region's colours. 350 px high.
 */
export function RegionCard({
  entry,
  region,
  daily = false,
  unavailable = false,
  headingOrder = 3,
}: RegionCardProps) {
  const { acquired, completion: completions } = useProgress();
  const completion = completions[entry.key] ?? 0;
  const total = region?.fish.length ?? 0;
  const caught = region?.fish.filter((fish) => acquired.has(fish.itemId)).length ?? 0;
  const badges = completionBadges(entry, completion);

  return (
    <LinkCard
      to={paths.region.href(entry.key)}
      height={CARD_HEIGHT.region}
      background={region?.background}
      data-testid={`region-card-${entry.key}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={headingOrder} size="h3">
          {entry.displayName}
        </Title>
        {daily && (
          <Badge color="yellow" variant="filled" c="dark.9" style={{ flexShrink: 0 }}>
            Daily
          </Badge>
        )}
      </Group>
      <Text size="sm">{entry.achievementName}</Text>
      <Stack gap={4} mt="auto">
        <Text size="sm">Fishing power: {region ? region.fishingPower : '…'}</Text>
        <Text fw={700}>
          {region
            ? `${caught} / ${total} fish caught`
            : unavailable
              ? 'Fish data unavailable'
              : 'Loading fish…'}
        </Text>
        <Progress value={total ? (caught / total) * 100 : 0} color="teal" aria-hidden size="sm" />
      </Stack>
      {badges.length > 0 && (
        <Group gap="xs">
          {badges.map((badge) => (
            <Badge key={badge} color="teal" variant="filled" tt="none">
              {badge}
            </Badge>
          ))}
        </Group>
      )}
    </LinkCard>
  );
}
