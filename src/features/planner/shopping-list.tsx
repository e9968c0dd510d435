import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import ui from '@/components/plain.module.css';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { Need, PlanFish } from '@/lib/planner/plan';
import { shoppingList } from '@/lib/planner/plan';
import { FishNames } from './fish-names';
import classes from './planner.module.css';

function NeedTable({ kind, needs }: { kind: 'bait' | 'hole'; needs: readonly Need<string>[] }) {
  const { t } = useLingui();
  return (
    <div>
      <h4 className={classes.needTitle}>{kind === 'bait' ? t`Baits` : t`Holes`}</h4>
      {needs.length === 0 ? (
        <p className={clsx(ui.textSm, ui.dimmed)}>
          <Trans>None needed.</Trans>
        </p>
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
      <div className={clsx(ui.grid, ui.twoColumnsMd, ui.gapMd)}>
        <NeedTable kind="bait" needs={list.baits} />
        <NeedTable kind="hole" needs={list.holes} />
      </div>
    </>
  );
}
