import { Fragment } from 'react';
import { HolePowerNote, useFishingPower } from '@/features/fishing-power';
import { aboveFishingPower, type PlanFish } from '@/lib/planner';

/**
 * Fish names joined by commas, each fish above the player's fishing power with its note
 * (`docs/session.md` "The player's fishing power").
 */
export function FishNames({ fish }: { fish: readonly PlanFish[] }) {
  const power = useFishingPower();
  return fish.map(({ itemId, details, collection }, index) => (
    <Fragment key={`${collection.key}-${itemId}`}>
      {index > 0 && ', '}
      {details.name}
      {aboveFishingPower(details.fishingPower, power) && (
        <>
          {' '}
          <HolePowerNote needs={details.fishingPower} />
        </>
      )}
    </Fragment>
  ));
}
