import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** When the bundled catalog's assets were last generated and cross-checked (`npm run data`). */
export const CATALOG_DATE = '2026-11-24';

/** Game names inside our sentences: the game's words, never translated by us. */
const castora = 'Castora';
const trashAndTreasure = 'Aquatic Trash and Treasure';

/** A bundled source: its name (a package or repository, as it is) or our words for it. */
export interface CatalogSource {
  id: string;
  source: string | MessageDescriptor;
  gives: MessageDescriptor;
}

/**
 * The bundled catalog's sources, as docs/DATA.md "Sources" lists them (a test in
 * scripts/lib/catalog-sources.test.ts keeps the two in step).
 */
export const catalogSources: readonly CatalogSource[] = [
  {
    id: 'package',
    source: '@gw2efficiency/game-data 0.1.70 (npm), module fish',
    gives: msg`the base: 305 fish of 18 collections, bits, rarity, hint, time, bait, holes, fishing power`,
  },
  {
    id: 'E',
    source: 'EclipseTech/FishingBuddy ref/fish.json (2025-09-30)',
    gives: msg`time, bait, hole`,
  },
  {
    id: 'G',
    source: msg`the game's own hint texts (/v2/achievements bits, a dump of 2026-03-16)`,
    gives: msg`time with higher-chance time, bait, holes with higher-chance holes`,
  },
  {
    id: 'O',
    source: 'OberynCrowstorm/FishingBuddy (Angler Associate 1.0.0) fish data (2026-08-04)',
    gives: msg`time, higher-chance time, bait, holes, fishing power (the only source for ${castora})`,
  },
  {
    id: 'T',
    source: 'tentose/Gw2Fish merged_fish.json (2022-06-20)',
    gives: msg`time, bait, hole`,
  },
  {
    id: 'H',
    source: 'thoanny/fishing-companion maps (2022-09-13)',
    gives: msg`time, bait, hole, fishing power`,
  },
  {
    id: 'regions',
    source: msg`fishing-regions facts (AnglerAssociate, Peureki and others, each with its source)`,
    gives: msg`per-hole minimum fishing power, region facts, waypoints`,
  },
  {
    id: 'items',
    source: 'EclipseTech/FishingBuddy, tentose/Gw2Fish, nicolasdabreo/gw2fish',
    gives: msg`name and rarity of the 21 ${trashAndTreasure} items`,
  },
];
