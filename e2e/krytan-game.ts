import { readFileSync } from 'node:fs';
import {
  FISHING_HOLE_LABELS,
  type Bait,
  type FishingHole,
  type TimeOfDay,
} from '../src/lib/catalog/catalog-enums';

/** The game's Krytan collection, from the bundled catalog, for specs that stub its answers. */
export interface KrytanFish {
  name: string;
  bait: Bait;
  fishingHole: FishingHole[];
  timeOfDay: TimeOfDay;
}
export const krytanFish = JSON.parse(
  readFileSync('public/assets/Regions/Krytan/Krytan.ItemExtensions.json', 'utf8'),
) as Record<string, KrytanFish>;
export const KRYTAN_FISHER = 6068;

/** A hole in the English hint as the game writes it, from the catalog's value. */
export const holeWord = (hole: FishingHole) =>
  hole === 'NONE' ? 'Open Water' : hole === 'ANY' ? 'Any' : `${FISHING_HOLE_LABELS[hole]} Fish`;
/** A time of day in the English hint as the game writes it. */
export const TIME_WORDS: Record<TimeOfDay, string> = {
  ANY: 'Any',
  DAY: 'Daytime',
  NIGHT: 'Nighttime',
  TWILIGHT: 'Dusk/Dawn',
};

/** The ids a stubbed request asks for. */
export const askedIds = (url: URL) => (url.searchParams.get('ids') ?? '').split(',').map(Number);

/** Krytan Fisher's bits, in order: each the item id of a fish (the bundled achievements cache). */
export const krytanFisherBits = (
  JSON.parse(readFileSync('public/assets/FishingAchievementsCache.json', 'utf8')) as {
    id: number;
    bits: { id: number }[];
  }[]
)
  .find((achievement) => achievement.id === KRYTAN_FISHER)!
  .bits.map((bit) => bit.id);

/** Krytan Fisher's bit of the fish named `name` (−1 for none). */
export const krytanFisherBitOf = (name: string) =>
  krytanFisherBits.findIndex((id) => krytanFish[id]?.name === name);
