import type { AccountAccess } from '@gw2api/types/data/account';

/**
 * What a region's fishing maps need beyond the core game (docs/DATA.md "Which regions an account
 * can reach"). `access`: the `/v2/account` `access` value of the expansion; `reported: false`
 * where the API is not known to report it; `alsoNeeds`: content sold apart, which the API never
 * reports (so owning the expansion alone cannot prove the maps are open).
 */
interface RegionNeed {
  access: AccountAccess | 'VisionsOfEternity';
  reported: boolean;
  alsoNeeds?: 'LivingWorld3' | 'LivingWorld4';
}

/** Regions missing here are core Tyria: every account, free ones too, reaches them. */
const REGION_NEEDS: Readonly<Record<string, RegionNeed>> = {
  RingOfFire: { access: 'HeartOfThorns', reported: true, alsoNeeds: 'LivingWorld3' },
  Desert: { access: 'PathOfFire', reported: true },
  DesertIsles: { access: 'PathOfFire', reported: true, alsoNeeds: 'LivingWorld4' },
  SeitungProvince: { access: 'EndOfDragons', reported: true },
  Kaineng: { access: 'EndOfDragons', reported: true },
  EchovaldWilds: { access: 'EndOfDragons', reported: true },
  DragonsEnd: { access: 'EndOfDragons', reported: true },
  HornOfMaguuma: { access: 'SecretsOfTheObscure', reported: true },
  Janthir: { access: 'JanthirWilds', reported: true },
  MistburnedBarrens: { access: 'JanthirWilds', reported: true },
  Castora: { access: 'VisionsOfEternity', reported: false },
};

/** Whether an account reaches a region's fishing maps; `unknown` never hides a region. */
export type Reach = 'reachable' | 'missing' | 'unknown';

/**
 * Whether an account with `access` (undefined: no key, or not loaded) reaches the region `key`.
 * Only an expansion the API reports and the account lacks makes it `missing`.
 */
export function regionReach(key: string, access: readonly string[] | undefined): Reach {
  const need = REGION_NEEDS[key];
  if (!need) return 'reachable';
  if (!access) return 'unknown';
  if (!access.includes(need.access)) return need.reported ? 'missing' : 'unknown';
  return need.alsoNeeds ? 'unknown' : 'reachable';
}

/** What a region needs, for a sentence ("needs End of Dragons"); undefined for core Tyria. */
export const regionNeed = (key: string): RegionNeed | undefined => REGION_NEEDS[key];
