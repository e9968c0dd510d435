// Compares the generated catalog with the independent sources, fish by fish and attribute by
// attribute (issue 14, docs/DATA.md). A difference from the sources' weighted majority must be
// explained by a written decision in scripts/data/fish-decisions.ts.
import type { ItemExtension } from '../../../src/lib/catalog/asset-schemas.ts';
import type { FishingHole } from '../../../src/lib/catalog/catalog-enums.ts';
import {
  sourceFacts,
  type CrosscheckFish,
  type SourceFacts,
  type SourceId,
} from './source-facts.ts';
import { ATTRIBUTES, attributeValue, vote, type Attribute } from './vote.ts';

/** Region-named holes compare by water kind, as the sources name them (see source-facts.ts). */
const HOLE_KEY: Partial<Record<FishingHole, string>> = {
  LOWL_FRESHWATER: 'FRESHWATER',
  SYN_FRESHWATER: 'FRESHWATER',
  TROPICAL_FRESHWATER: 'FRESHWATER',
  LOWL_BRACKISH: 'BRACKISH',
  SYN_BRACKISH: 'BRACKISH',
  LOWL_SALTWATER: 'SALTWATER',
  LOWL_SHORE: 'SALTWATER',
  LOWL_OFFSHORE: 'SALTWATER',
  SYN_SALTWATER: 'SALTWATER',
  SYN_SHORE_SALTWATER: 'SALTWATER',
  SYN_OFFSHORE_SALTWATER: 'SALTWATER',
  TROPICAL_SALTWATER: 'SALTWATER',
};

const holeKeys = (holes: readonly FishingHole[]) =>
  [...new Set(holes.map((hole) => HOLE_KEY[hole] ?? hole))].sort();

/** The catalog's facts of a fish, in the sources' comparable shape. */
export function catalogFacts(fish: ItemExtension): SourceFacts {
  return {
    time: fish.timeOfDay,
    higherChanceTime: fish.higherChanceTime,
    bait: fish.bait,
    holes: holeKeys(fish.fishingHole),
    higherChanceHoles: holeKeys(fish.higherChanceHoles),
    fishingPower: [fish.fishingPower],
  };
}

/** A written decision: the catalog's value of one attribute of one fish, and why. */
export interface FishDecision {
  itemId: number;
  attribute: Attribute;
  reason: string;
}

export interface CrosscheckRow {
  itemId: number;
  name: string;
  attribute: Attribute;
  says: Partial<Record<SourceId, string>>;
  /** The sources' weighted majority; undefined when they tie. */
  majority?: string;
  catalog: string;
  /** Why the catalog holds its value, where it differs from the majority (or the sources tie). */
  reason?: string;
}

export interface CrosscheckReport {
  /** Every attribute where the sources split or the catalog differs from them. */
  rows: CrosscheckRow[];
  /** Rows whose catalog value differs from the majority with no written decision. */
  unexplained: CrosscheckRow[];
  /** Decisions that explain nothing (the catalog agrees with the majority): stale, remove them. */
  unused: FishDecision[];
}

/** Cross-checks every fish the catalog and the sources share. */
export function crossCheck(
  catalog: ReadonlyMap<number, ItemExtension>,
  sources: readonly CrosscheckFish[],
  decisions: readonly FishDecision[],
): CrosscheckReport {
  const rows: CrosscheckRow[] = [];
  const used = new Set<FishDecision>();
  for (const entry of sources) {
    const fish = catalog.get(entry.itemId);
    if (!fish) continue;
    const facts = Object.fromEntries(
      Object.entries(entry.sources).map(([id, record]) => [
        id,
        sourceFacts(id as SourceId, record),
      ]),
    );
    const ours = catalogFacts(fish);
    for (const attribute of ATTRIBUTES) {
      const { says, winner, split } = vote(facts, attribute);
      const catalogValue = attributeValue(ours, attribute) ?? 'none';
      if (Object.keys(says).length === 0) continue;
      const differs = winner !== catalogValue;
      if (!split && !differs) continue;
      const decision = differs
        ? decisions.find((d) => d.itemId === entry.itemId && d.attribute === attribute)
        : undefined;
      if (decision) used.add(decision);
      rows.push({
        itemId: entry.itemId,
        name: fish.name,
        attribute,
        says,
        majority: winner,
        catalog: catalogValue,
        reason: decision?.reason,
      });
    }
  }
  return {
    rows,
    unexplained: rows.filter((row) => row.majority !== row.catalog && row.reason === undefined),
    unused: decisions.filter((decision) => !used.has(decision)),
  };
}
