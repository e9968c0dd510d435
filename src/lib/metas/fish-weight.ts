import type { FishingHole } from '@/lib/catalog/catalog-enums';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { aboveFishingPower } from '@/lib/planner/fishing-power';

/** What makes a fish harder than the plainest catch (docs/metas.md "The cost"). */
export type Hardship = 'twilight' | 'night' | 'rareHole' | 'abovePower' | 'mackerel';

/** The facts of a fish the cost reads. */
export type FishFacts = Pick<
  ItemExtension,
  'timeOfDay' | 'higherChanceTime' | 'fishingHole' | 'fishingPower' | 'bait'
>;

/** Every missing item costs this; each hardship adds its weight (docs/metas.md says why). */
export const BASE_WEIGHT = 1;
export const HARDSHIP_WEIGHTS: Readonly<Record<Hardship, number>> = {
  // Dusk or dawn only: two 5-minute windows in each 2-hour day.
  twilight: 3,
  // Night (with dusk and dawn): 50 of every 120 minutes on Tyria's clock.
  night: 1,
  // Only in holes found at one or two places in the world.
  rareHole: 2,
  // Above the player's fishing power: the power must be raised first.
  abovePower: 3,
  // The dearest bait, bought or caught before the fish.
  mackerel: 1,
};

/**
 * Holes found at no more than two waypoints' fishing areas in the world (AnglerAssociate's area
 * list in `../shared/data/fishing-regions.json` `fishingAreaWaypoints`, counted 2026-12-07).
 */
export const RARE_HOLES: ReadonlySet<FishingHole> = new Set<FishingHole>([
  'QUARRY',
  'DREAM',
  'GROTTO',
  'CHANNEL',
  'NAYOSIAN',
  'FRAC_DESERT',
  'FRAC_LAKE',
  'FRAC_CHANNEL',
  'FRAC_FRESHWATER',
  'SYN_FRESHWATER',
  'SYN_BRACKISH',
  'SYN_SHORE_SALTWATER',
  'SYN_OFFSHORE_SALTWATER',
  'LOWL_SHORE',
  'LOWL_OFFSHORE',
  'BARRENS_FRESHWATER',
  'BLOODSTONE_POND',
  'DEEP_TOWER',
]);

/** A fish bites only in rare holes: none of its holes is open water, any hole or a common one. */
const onlyRareHoles = (holes: readonly FishingHole[]) =>
  holes.length > 0 && holes.every((hole) => RARE_HOLES.has(hole));

/** What makes a fish hard, in a fixed order. An item with no fish facts (trash, treasure) has none. */
export function hardships(fish: FishFacts | undefined, power: number | undefined): Hardship[] {
  if (!fish) return [];
  const found: Hardship[] = [];
  if (fish.timeOfDay === 'TWILIGHT') found.push('twilight');
  if (fish.timeOfDay === 'NIGHT') found.push('night');
  if (onlyRareHoles(fish.fishingHole)) found.push('rareHole');
  if (aboveFishingPower(fish.fishingPower, power)) found.push('abovePower');
  if (fish.bait === 'MACKEREL') found.push('mackerel');
  return found;
}

/** What one missing item costs: the base, plus each of its hardships' weights. */
export const weightOf = (found: readonly Hardship[]) =>
  found.reduce((sum, hardship) => sum + HARDSHIP_WEIGHTS[hardship], BASE_WEIGHT);
