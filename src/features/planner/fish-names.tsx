import { Fragment } from 'react';
import { HolePowerNote } from '@/features/fishing-power/hole-power-note';
import { useFishingPower } from '@/features/fishing-power/fishing-power-store';
import { aboveFishingPower } from '@/lib/planner/fishing-power';
import type { PlanFish } from '@/lib/planner/plan';

/** The fish the power reaches first, then those above it, one group per minimum (lowest first). */
function byPowerNeeded(fish: readonly PlanFish[], power: number | undefined) {
  const reachable: PlanFish[] = [];
  const above = new Map<number, PlanFish[]>();
  for (const entry of fish) {
    const needs = entry.details.fishingPower;
    if (aboveFishingPower(needs, power)) above.set(needs, [...(above.get(needs) ?? []), entry]);
    else reachable.push(entry);
  }
  return [
    { needs: undefined, fish: reachable },
    ...[...above].sort(([a], [b]) => a - b).map(([needs, group]) => ({ needs, fish: group })),
  ].filter((group) => group.fish.length > 0);
}

/**
 * Fish names joined by commas; those above the player's fishing power follow, grouped by what
 * they need, each group with one note (`docs/session.md` "The player's fishing power").
 */
export function FishNames({ fish }: { fish: readonly PlanFish[] }) {
  const power = useFishingPower();
  return byPowerNeeded(fish, power).map(({ needs, fish: group }, index) => (
    <Fragment key={needs ?? 0}>
      {index > 0 && '; '}
      {group.map((entry) => entry.details.name).join(', ')}
      {needs !== undefined && <HolePowerNote needs={needs} />}
    </Fragment>
  ));
}
