import type { FishingSlot } from '@/lib/gw2-api/characters';
import type { PowerSources } from './power-sources';

/** An equipped fishing item with its English name when `/v2/items` gave one. */
export interface GearPiece {
  slot: FishingSlot;
  englishName?: string;
}

/** What a character's equipment ticks, and the items whose power the list does not know. */
export interface GearSources {
  sources: Pick<PowerSources, 'rod' | 'bait' | 'lure'>;
  unknown: GearPiece[];
}

// The lures by a word of their English name: no source gave their item ids, and the API gives no
// power (docs/DATA.md "Fishing power sources"). Jade and Infinite lures stay unknown.
const LURES = [
  { word: /\bwooden\b/i, lure: 'wooden' },
  { word: /\bantique\b/i, lure: 'antique' },
  { word: /\bamber\b/i, lure: 'amber' },
] as const;

/**
 * The sources a character's rod, lure and bait are (docs/session.md "Fishing power from its
 * sources"): any rod is the rod; a bait named Mackerel is Mackerel, any other bait is bait; a
 * Wooden, Antique or Amber lure is that lure. A lure of another name, or a lure or bait whose
 * name did not load, is unknown and ticks nothing.
 */
export function sourcesFromGear(gear: readonly GearPiece[]): GearSources {
  const result: GearSources = { sources: {}, unknown: [] };
  for (const piece of gear) {
    const name = piece.englishName;
    if (piece.slot === 'FishingRod') result.sources.rod = 'rod';
    else if (name === undefined) result.unknown.push(piece);
    else if (piece.slot === 'FishingBait')
      result.sources.bait = /\bmackerel\b/i.test(name) ? 'mackerel' : 'bait';
    else {
      const lure = LURES.find(({ word }) => word.test(name))?.lure;
      if (lure) result.sources.lure = lure;
      else result.unknown.push(piece);
    }
  }
  return result;
}
