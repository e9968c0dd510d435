/**
 * The Aquatic Trash and Treasure collections' items (not fish): bundled name and rarity, so their
 * achievement pages show real names offline. Sources: EclipseTech/FishingBuddy ref/fish.json
 * @de31cb01 (all 21 by id, rarity Junk), checked against tentose/Gw2Fish merged_fish.json @24333420
 * (game item data) and nicolasdabreo/gw2fish src/data.js @441c3419 (names).
 */
import type { CollectionItemMetadata } from './metadata-types.ts';

export const collectionItems: readonly CollectionItemMetadata[] = [
  { id: 95767, name: 'Pockmarked Vase', rarity: 'Junk' },
  { id: 96819, name: 'Broken Bottle', rarity: 'Junk' },
  { id: 96885, name: 'Broken Fishing Hook', rarity: 'Junk' },
  { id: 96153, name: 'Broken Oar', rarity: 'Junk' },
  { id: 97032, name: 'Broken Fishing Rod', rarity: 'Junk' },
  { id: 96500, name: 'Broken Trident', rarity: 'Junk' },
  { id: 97250, name: 'Shattered Fishing Cage', rarity: 'Junk' },
  { id: 97667, name: 'Crumbled Ancient Statue', rarity: 'Junk' },
  { id: 95880, name: 'Piece of Driftwood', rarity: 'Junk' },
  { id: 97252, name: 'Rotten Fish Head', rarity: 'Junk' },
  { id: 97566, name: 'Fish-Shaped Stone', rarity: 'Junk' },
  { id: 96779, name: 'Weathered Peg Leg', rarity: 'Junk' },
  { id: 97707, name: 'Rusted Mechanism', rarity: 'Junk' },
  { id: 96063, name: 'Tangled Net', rarity: 'Junk' },
  { id: 96234, name: 'Tarnished Brass Compass', rarity: 'Junk' },
  { id: 97015, name: 'Broken Brass Spyglass', rarity: 'Junk' },
  { id: 97747, name: 'Tarnished Bronze Astrolabe', rarity: 'Junk' },
  { id: 97007, name: 'Antique Diving Helm', rarity: 'Junk' },
  { id: 96016, name: 'Golden Merlion Statuette', rarity: 'Junk' },
  { id: 95816, name: 'Antique Porcelain Vase', rarity: 'Junk' },
  { id: 95885, name: 'Tarnished Silver Sextant', rarity: 'Junk' },
];
