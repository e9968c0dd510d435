import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { findRegion } from '@/lib/catalog/catalog-index';

/**
 * The regions' names in the page's language. The game has no name for a region in its API (the
 * answers hold collections and maps), so these are our catalogs' words, taken from the game's
 * own names where it has them: its collection names ("Zittergipfel-Fischer", "Pêcheur des
 * Cimefroides") and map names ("Stadt Neu-Kaineng", "Trépas du dragon"). Spanish keeps the
 * English names: no Spanish source exists (docs/game-words.md "Place names").
 */
const REGION_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  Krytan: msg({ context: 'region', message: 'Kryta' }),
  Ascalonian: msg({ context: 'region', message: 'Ascalon' }),
  Shiverpeaks: msg({ context: 'region', message: 'Shiverpeak Mountains' }),
  Maguuma: msg({ context: 'region', message: 'Maguuma Jungle' }),
  Orrian: msg({ context: 'region', message: 'Ruins of Orr' }),
  Desert: msg({ context: 'region', message: 'Crystal Desert' }),
  DesertIsles: msg({ context: 'region', message: 'Desert Isles' }),
  RingOfFire: msg({ context: 'region', message: 'Ring of Fire' }),
  SeitungProvince: msg({ context: 'region', message: 'Seitung Province' }),
  Kaineng: msg({ context: 'region', message: 'New Kaineng City' }),
  EchovaldWilds: msg({ context: 'region', message: 'The Echovald Wilds' }),
  DragonsEnd: msg({ context: 'region', message: "Dragon's End" }),
  HornOfMaguuma: msg({ context: 'region', message: 'Horn of Maguuma' }),
  Janthir: msg({ context: 'region', message: 'Janthir' }),
  MistburnedBarrens: msg({ context: 'region', message: 'Mistburned Barrens' }),
  Castora: msg({ context: 'region', message: 'Castora' }),
};

/** "Shiverpeak Mountains" → "Zittergipfel" on a German page; an unknown key keeps `english`. */
export function regionName(i18n: I18n, key: string, english: string): string {
  const name = REGION_NAMES[key];
  return name ? i18n._(name) : english;
}

/** A region's name in the page's language from its key alone; an unknown key is shown as it is. */
export const regionNameOfKey = (i18n: I18n, key: string): string =>
  regionName(i18n, key, findRegion(key)?.displayName ?? key);
