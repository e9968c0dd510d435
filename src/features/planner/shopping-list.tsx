import { Trans, useLingui } from '@lingui/react/macro';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { Need, PlanFish } from '@/lib/planner/plan';
import { shoppingList } from '@/lib/planner/plan';
import { FishNames } from './fish-names';
import classes from './planner.module.css';
import { Text } from '@/components/text';
import { Grid } from '@/components/grid';
import { Heading } from '@/components/heading';

function NeedTable({ kind, needs }: { kind: 'bait' | 'hole'; needs: readonly Need<string>[] }) {
  const { t } = useLingui();
  return (
    <div>
      <Heading order={4} className={classes.needTitle}>
        {kind === 'bait' ? t`Baits` : t`Holes`}
      </Heading>
      {needs.length === 0 ? (
        <Text size="sm" tone="dimmed">
          <Trans>None needed.</Trans>
        </Text>
      ) : (
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{kind === 'bait' ? t`Bait` : t`Hole`}</th>
              <th scope="col">
                <Trans>Fish</Trans>
              </th>
              <th scope="col">
                <Trans>Which</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {needs.map((need) => (
              <tr key={need.value}>
                <th scope="row">{need.label}</th>
                <td>{need.fish.length}</td>
                <td>
                  <FishNames fish={need.fish} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Which baits and holes the scope's uncaught fish need, and how many fish each serves. */
export function ShoppingList({ fish }: { fish: readonly PlanFish[] }) {
  const list = shoppingList(fish, useGameWords());
  const { anyBait, anyHole } = list;
  return (
    <>
      <p className={classes.anyLine}>
        <Trans>
          {anyBait} fish take any bait and {anyHole} bite in any hole.
        </Trans>
      </p>
      <Grid twoFrom="md" gap="md">
        <NeedTable kind="bait" needs={list.baits} />
        <NeedTable kind="hole" needs={list.holes} />
      </Grid>
    </>
  );
}
