import { Alert, List } from '@mantine/core';
import { almostDone, type PlanFish } from '@/lib/planner';

/** Collections with three or fewer fish left, those fish named. */
export function AlmostDone({ fish }: { fish: readonly PlanFish[] }) {
  const close = almostDone(fish);
  if (close.length === 0) return null;
  return (
    <Alert color="teal" variant="light" title="Almost done" mb="md">
      <List size="sm" spacing={2}>
        {close.map(({ collection, fish: left }) => (
          <List.Item key={collection.key}>
            <strong>{collection.name}</strong>: {left.length} left —{' '}
            {left.map((entry) => entry.details.name).join(', ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
