import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { Link } from 'react-router';
import { Heading } from '@/components/heading';
import { Notice } from '@/components/notice';
import { Text } from '@/components/text';
import { VisuallyHidden } from '@/components/visually-hidden';
import link from '@/components/text-link.module.css';
import { paths } from '@/config/paths';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { TierPlan } from '@/lib/metas/cheapest';
import type { MetaCollectionInfo } from '@/lib/metas/meta-collections';
import classes from './metas.module.css';
import { ProposedCollection } from './proposed-collection';

/** The collections' keys for a session or the planner: a region's key once for both rounds. */
const plannableKeys = (keys: readonly (string | undefined)[]) => [
  ...new Set(keys.filter((key): key is string => key !== undefined)),
];

/** The session's address for exactly these collections. */
const sessionHref = (keys: readonly string[]) =>
  `${paths.launch.href('session')}?in=${keys.join(',')}`;

/** The planner scoped to exactly these collections (the same `in=` as the session's). */
const plannerHref = (keys: readonly string[]) => `${paths.planner.href()}?in=${keys.join(',')}`;

const planKeysOf = (plan: TierPlan, collections: ReadonlyMap<number, MetaCollectionInfo>) =>
  plannableKeys(plan.picks.map((pick) => collections.get(pick.cost.collection.id)?.planKey));

/**
 * The next tier with its cheapest collections and a session for them, then what every tier above
 * would take; a finished ladder says so.
 */
export function NextTiers({
  plans,
  collections,
  now,
}: {
  plans: readonly TierPlan[];
  collections: ReadonlyMap<number, MetaCollectionInfo>;
  now: number;
}) {
  const { t } = useLingui();
  const words = useGameWords();
  const [next, ...above] = plans;
  if (!next) {
    return (
      <Notice color="teal" role="note" title={t`Every fishing meta is yours`}>
        <Trans>
          All 30 collections are complete: Cod Swimming Amongst Mere Minnows is the top of the
          ladder.
        </Trans>
      </Notice>
    );
  }
  const { tier, needed } = next.standing;
  const nextName = words.achievementName(tier.id, tier.name);
  const keys = next.picks.map((pick) => collections.get(pick.cost.collection.id)?.planKey);
  const plannable = keys.filter(Boolean).length;
  const planKeys = planKeysOf(next, collections);
  return (
    <>
      <section aria-labelledby="metas-next">
        <Heading order={3} id="metas-next" className={classes.sectionTitle}>
          <Trans>Next: {nextName}</Trans>
        </Heading>
        <Text>
          {t({
            message: plural(needed, {
              one: '# more collection. The cheapest to finish:',
              other: '# more collections. The cheapest to finish:',
            }),
          })}
        </Text>
        {next.short && (
          <Notice color="yellow" role="note" className={classes.source}>
            <Trans>
              Some collections could not be loaded, so fewer are proposed than it needs.
            </Trans>
          </Notice>
        )}
        {plannable > 0 && (
          <p className={classes.linkRow}>
            <Link to={sessionHref(planKeys)} className={clsx('mantine-focus-auto', link.link)}>
              {t({
                message: plural(plannable, {
                  one: 'Plan a session for this collection',
                  other: 'Plan a session for these # collections',
                }),
              })}
            </Link>
            <Link to={plannerHref(planKeys)} className={clsx('mantine-focus-auto', link.link)}>
              <Trans>Plan these in the planner</Trans>
            </Link>
          </p>
        )}
        <ul className={classes.picks} aria-label={t`Collections to finish for ${nextName}`}>
          {next.picks.map((pick, i) => (
            <ProposedCollection
              key={pick.cost.collection.id}
              pick={pick}
              info={collections.get(pick.cost.collection.id)}
              now={now}
              baseAbove={next.picks
                .slice(0, i)
                .some((before) => before.cost.collection.id === pick.cost.base?.collection.id)}
            />
          ))}
        </ul>
      </section>
      {above.length > 0 && (
        <section aria-labelledby="metas-above">
          <Heading order={3} id="metas-above" className={classes.sectionTitle}>
            <Trans>The tiers above</Trans>
          </Heading>
          <ul className={classes.fishList}>
            {above.map((plan) => {
              const name = words.achievementName(plan.standing.tier.id, plan.standing.tier.name);
              const count = plan.standing.needed;
              const { cost } = plan;
              const planKeys = planKeysOf(plan, collections);
              const list = plan.picks
                .map((pick) =>
                  words.achievementName(pick.cost.collection.id, pick.cost.collection.name),
                )
                .join(', ');
              return (
                <li key={plan.standing.tier.id}>
                  <Text as="span" weight={700}>
                    {name}
                  </Text>
                  {': '}
                  {t({
                    message: plural(count, {
                      one: '# more collection',
                      other: '# more collections',
                    }),
                  })}{' '}
                  ({t`effort ${cost}`}) — {list}
                  {planKeys.length > 0 && (
                    <Link
                      to={plannerHref(planKeys)}
                      className={clsx('mantine-focus-auto', link.link, classes.tierLink)}
                    >
                      <Trans>
                        Plan these in the planner
                        <VisuallyHidden> for {name}</VisuallyHidden>
                      </Trans>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
