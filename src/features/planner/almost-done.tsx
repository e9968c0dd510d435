import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import { almostDone, type PlanFish } from '@/lib/planner';
import { FishNames } from './fish-names';

/** Collections with three or fewer fish left, those fish named. */
export function AlmostDone({ fish }: { fish: readonly PlanFish[] }) {
  const close = almostDone(fish);
  const { t } = useLingui();
  if (close.length === 0) return null;
  return (
    <Alert color="teal" variant="light" title={t`Almost done`} mb="md">
      <List size="sm" spacing={2}>
        {close.map(({ collection, fish: left }) => {
          const name = collection.name;
          const count = left.length;
          const names = <FishNames fish={left} />;
          return (
            <List.Item key={collection.key}>
              <Trans>
                <strong>{name}</strong>: {count} left — {names}
              </Trans>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
