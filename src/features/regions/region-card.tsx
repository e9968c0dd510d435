import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { LinkCard } from '@/components/link-card';
import { paths } from '@/config/paths';
import type { Region } from '@/lib/catalog/asset-schemas';
import type { RegionIndexEntry } from '@/lib/catalog/catalog-index';
import { regionName } from '@/lib/catalog/region-names';
import type { Reach } from '@/lib/session/region-access';
import { HolePowerNote } from '@/features/fishing-power/hole-power-note';
import { useProgress } from '@/features/progress/use-progress';
import { useGameWords } from '@/data/game-words/game-words-store';
import { completionBadges, roundCollectionName, roundSummary } from './completion-badges';
import { MissingExpansionBadge } from './missing-expansion-badge';
import { ProgressRing } from './progress-ring';
import { RegionArt } from './region-art';
import classes from './region-card.module.css';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';
import { Badge } from '@/components/badge';

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
  /** The level of the card's heading (3 in a list, 4 under the daily box's heading). */
  headingOrder?: 3 | 4;
}

/**
 * A region as a compact link card (spec §2 Regions tab, made compact by issue 17): the region's
 * art, name, DAILY label, fishing power, caught / total with a progress ring and completion
 * badges, over the region's colours. Memoised: its props stay the same when the page goes live, so
 * only the cards whose progress or daily place changed render again.
 */
export const RegionCard = memo(function RegionCard({
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
          <div className={classes.heading}>
            <Heading order={headingOrder} look="h4">
              {regionName(i18n, entry.key, entry.displayName)}
            </Heading>
            {daily && (
              <Badge size="sm" caps className={classes.daily}>
                <Trans>Daily</Trans>
              </Badge>
            )}
          </div>
          {/* The collection's name moves under the fishing power when both do not fit. */}
          <Text size="xs" className={classes.line}>
            <span>
              <Trans>Fishing power: {fishingPower}</Trans>
            </span>{' '}
            {region && <HolePowerNote needs={region.fishingPower} />}{' '}
            <span>{roundCollectionName(entry, round, words)}</span>
          </Text>
          <Text size="sm" weight={700}>
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
        <div className={classes.badges}>
          {reach === 'missing' && <MissingExpansionBadge regionKey={entry.key} />}
          {badges.map((badge) => (
            <Badge key={badge} size="sm" className={classes.done}>
              {badge}
            </Badge>
          ))}
        </div>
      )}
    </LinkCard>
  );
});
