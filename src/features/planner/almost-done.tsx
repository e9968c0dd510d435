import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { almostDone, type PlanFish } from '@/lib/planner/plan';
import { FishNames } from './fish-names';
import classes from './planner.module.css';

/** Collections with three or fewer fish left, those fish named. */
export function AlmostDone({ fish }: { fish: readonly PlanFish[] }) {
  const close = almostDone(fish);
  const { t } = useLingui();
  if (close.length === 0) return null;
  return (
    <Alert color="teal" variant="light" title={t`Almost done`} mb="md">
      <ul className={classes.smallList}>
        {close.map(({ collection, fish: left }) => {
          const name = collection.name;
          const count = left.length;
          const names = <FishNames fish={left} />;
          return (
            <li key={collection.key}>
              <Trans>
                <strong>{name}</strong>: {count} left — {names}
              </Trans>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
