/**
 * The player's fishing power against a hole's or fish's minimum (issue 42 item 5,
 * `docs/session.md` "The player's fishing power"). Without a power nothing is out of reach: the
 * app does not guess it (the API gives no power for rods, lures or bait).
 */
export function aboveFishingPower(needs: number, power: number | undefined): boolean {
  return power !== undefined && needs > power;
}

/** The fish the player's power reaches, and how many it left out. */
export interface WithinPower<F> {
  fish: F[];
  leftOut: number;
}

/**
 * Leaves out the fish whose minimum fishing power (the catalog's, per fish) is above the player's,
 * unless the player includes them.
 */
export function fishWithinPower<F extends { details: { fishingPower: number } }>(
  fish: readonly F[],
  power: number | undefined,
  includeAbove: boolean,
): WithinPower<F> {
  if (includeAbove || power === undefined) return { fish: [...fish], leftOut: 0 };
  const kept = fish.filter((entry) => !aboveFishingPower(entry.details.fishingPower, power));
  return { fish: kept, leftOut: fish.length - kept.length };
}
