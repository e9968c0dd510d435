import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { LinkCard } from '@/components';
import { paths } from '@/config/paths';
import type { Region } from '@/lib/catalog/asset-schemas';
import type { RegionIndexEntry } from '@/lib/catalog/catalog-index';
import type { Reach } from '@/lib/session/region-access';
import { HolePowerNote } from '@/features/fishing-power';
import { useProgress } from '@/features/progress';
import { useGameWords } from '@/data/game-words/game-words-store';
import { completionBadges, roundCollectionName, roundSummary } from './completion-badges';
import { MissingExpansionBadge } from './missing-expansion-badge';
import { ProgressRing } from './progress-ring';
import { RegionArt } from './region-art';
import classes from './region-card.module.css';

export interface RegionCardProps {
  entry: RegionIndexEntry;
  /** The region's asset; while it loads the card shows the bundled name only. */
  region: Region | undefined;
  /** Whether the region is one of today's fishing dailies. */
  daily?: boolean;
  /** The region's file failed to load (the page names the file). */
  unavailable?: boolean;
  /** Whether the key's account reaches the region: only `missing` shows (a badge), never hides. */
  reach?: Reach;
  headingOrder?: TitleOrder;
}

/**
 * A region as a compact link card (spec §2 Regions tab, made compact by issue 17): the region's
 * art, name, DAILY label, fishing power, caught / total with a progress ring and completion
 * badges, over the region's colours.
 */
export function RegionCard({
  entry,
  region,
  daily = false,
  unavailable = false,
  reach,
  headingOrder = 3,
}: RegionCardProps) {
  const { acquired, completion: completions, rounds } = useProgress();
  const completion = completions[entry.key] ?? 0;
  const round = rounds[entry.key];
  const total = region?.fish.length ?? 0;
  const caught = region?.fish.filter((fish) => acquired.has(fish.itemId)).length ?? 0;
  const percent = total ? Math.round((caught / total) * 100) : 0;
  const { i18n } = useLingui();
  const words = useGameWords();
  const badges = completionBadges(entry, completion, i18n, words);
  const fishingPower = region ? region.fishingPower : '…';

  return (
    <LinkCard
      to={paths.region.href(entry.key)}
      background={region?.background}
      data-testid={`region-card-${entry.key}`}
      padding="sm"
    >
      <div className={classes.row}>
        <RegionArt regionKey={entry.key} className={classes.art} />
        <div className={classes.body}>
          <Group gap={6} align="center">
            <Title order={headingOrder} size="h4">
              {entry.displayName}
            </Title>
            {daily && (
              <Badge color="yellow" variant="filled" c="dark.9" size="sm">
                <Trans>Daily</Trans>
              </Badge>
            )}
          </Group>
          {/* The collection's name moves under the fishing power when both do not fit. */}
          <Text size="xs" className={classes.line}>
            <span>
              <Trans>Fishing power: {fishingPower}</Trans>
            </span>{' '}
            {region && <HolePowerNote needs={region.fishingPower} />}{' '}
            <span>{roundCollectionName(entry, round, words)}</span>
          </Text>
          <Text size="sm" fw={700}>
            {region
              ? roundSummary(round, caught, total, i18n)
              : unavailable
                ? i18n._(msg`Fish data unavailable`)
                : i18n._(msg`Loading fish…`)}
          </Text>
        </div>
        <ProgressRing percent={percent} />
      </div>
      {(badges.length > 0 || reach === 'missing') && (
        <Group gap={6}>
          {reach === 'missing' && <MissingExpansionBadge regionKey={entry.key} />}
          {badges.map((badge) => (
            <Badge key={badge} color="teal" variant="filled" tt="none" size="sm">
              {badge}
            </Badge>
          ))}
        </Group>
      )}
    </LinkCard>
  );
}
