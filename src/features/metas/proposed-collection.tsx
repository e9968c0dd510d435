import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';
import link from '@/components/text-link.module.css';
import { paths } from '@/config/paths';
import { useGameWords } from '@/data/game-words/game-words-store';
import { PlanWaypoints } from '@/features/planner/plan-waypoints';
import type { CollectionPick } from '@/lib/metas/cheapest';
import type { MetaCollectionInfo } from '@/lib/metas/meta-collections';
import classes from './metas.module.css';
import { MissingFish } from './missing-fish';

/**
 * A collection the cheapest way takes: what it still needs (an avid round first its base's
 * missing fish), when each bites next, where to fish it and a planner scoped to it.
 */
export function ProposedCollection({
  pick,
  info,
  now,
  baseAbove,
}: {
  pick: CollectionPick;
  info: MetaCollectionInfo | undefined;
  now: number;
  /** Its base collection is proposed above it: its missing fish are listed there. */
  baseAbove: boolean;
}) {
  const { t } = useLingui();
  const words = useGameWords();
  const { collection, missing, base } = pick.cost;
  // With its base proposed above, it adds only its own items (the base's are counted there).
  const cost = baseAbove ? pick.addedCost : pick.cost.cost;
  const count = missing.length + (baseAbove ? 0 : (base?.missing.length ?? 0));
  const name = words.achievementName(collection.id, collection.name);
  const clock = info?.clock ?? 'TYRIA';
  const baseName = base && words.achievementName(base.collection.id, base.collection.name);
  return (
    <Card as="li" padding="sm" className={classes.pick}>
      <Heading order={4}>{name}</Heading>
      <Text size="sm" tone="dimmed">
        {t({
          message: plural(count, {
            one: '# item missing',
            other: '# items missing',
          }),
        })}{' '}
        · {t`effort ${cost}`}
      </Text>
      {base && baseName && baseAbove ? (
        <Text size="sm" className={classes.source}>
          {t({
            message: plural(missing.length, {
              one: `Once ${baseName} above is done: its Avid round’s # item.`,
              other: `Once ${baseName} above is done: all # items of its Avid round.`,
            }),
          })}
        </Text>
      ) : base && baseName ? (
        <>
          <Text size="sm" className={classes.source}>
            <Trans>First finish {baseName}:</Trans>
          </Text>
          <MissingFish
            missing={base.missing}
            clock={clock}
            now={now}
            label={t`Missing items of ${baseName}`}
          />
          <Text size="sm">
            {t({
              message: plural(missing.length, {
                one: 'then the Avid round’s # item.',
                other: 'then all # items of the Avid round.',
              }),
            })}
          </Text>
        </>
      ) : (
        <MissingFish
          missing={missing}
          clock={clock}
          now={now}
          label={t`Missing items of ${name}`}
        />
      )}
      {info && <PlanWaypoints groups={info.waypoints} max={2} />}
      {info?.planKey && (
        <Text size="sm" className={classes.links}>
          <Link
            to={paths.planner.href({ scope: info.planKey })}
            className={clsx('mantine-focus-auto', link.link)}
          >
            <Trans>Plan {name} in the planner</Trans>
          </Link>
        </Text>
      )}
    </Card>
  );
}
