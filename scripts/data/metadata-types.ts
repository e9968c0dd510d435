/** Shapes of the hand-authored catalog metadata (facts the fish package lacks). */
import type { ItemExtension } from '../../src/lib/catalog/asset-schemas.ts';
import type { Rarity, Salvage } from '../../src/lib/catalog/catalog-enums.ts';

/** A waypoint link of a recommended-waypoints group (spec §3). */
export interface WaypointLinkMetadata {
  title: string;
  /** Waypoint name; null where no source names the chat code. */
  name: string | null;
  /** The waypoint's chat code, pasted in game. */
  inGameLink: string;
  details: string;
}

export interface WaypointGroupMetadata {
  /** The map the waypoints are on. */
  name: string;
  links: WaypointLinkMetadata[];
}

export interface RegionMetadata {
  key: string;
  displayName: string;
  achievementName: string;
  description: string;
  descriptions: string[];
  /** A CSS background (our own gradient; no game artwork). */
  background: string;
  /** Fishing power that reaches every hole of the region. */
  fishingPower: number;
  useCanthanTime: boolean;
  /** Regional fisher first, then its avid (repeatable) version where there is one. */
  achievementIds: number[];
  /** Unknown: no public source gives the daily fisher ids (they are matched by name). */
  dailyAchievementIds: number[];
  dailyAchievementNames: string[];
  recommendedWaypoints: WaypointGroupMetadata[];
}

export interface OtherAchievementMetadata {
  key: string;
  id: number;
  name: string;
  description: string;
  background: string;
  /** Achievement ids this one builds on: the avid version, or the collections a meta counts. */
  children: number[];
  /** How many children a meta achievement needs; null where it is not a meta achievement. */
  requiredCount: number | null;
  /** Item ids in bit order, for achievements whose items the fish package does not have. */
  itemIds: number[];
  recommendedWaypoints: WaypointGroupMetadata[];
}

export interface SalvageMetadata {
  id: number;
  name: string;
  salvage: Exclude<Salvage, 'DEFAULT'>;
  confidence: string;
}

/** The fishing facts a correction may set. */
export type CorrectableFacts = Pick<
  ItemExtension,
  'timeOfDay' | 'higherChanceTime' | 'bait' | 'fishingHole' | 'higherChanceHoles' | 'fishingPower'
>;

/** A written correction of the package's data for one fish (docs/DATA.md). */
export interface FishCorrection {
  itemId: number;
  /** The fish's name, for readers (checked against the package). */
  name: string;
  set: Partial<CorrectableFacts>;
  /** Why, naming the sources. */
  reason: string;
}

/** A collection item that is not a fish (trash, treasure): bundled so pages work offline. */
export interface CollectionItemMetadata {
  id: number;
  name: string;
  rarity: Rarity;
}
