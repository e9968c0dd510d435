import { describe, expect, it } from 'vitest';
import { regionIndex } from '@/lib/catalog/catalog-index';
import { EVERY_ACCESS as everyExpansion } from '@/testing/gw2-fixtures';
import { regionNeed, regionReach } from './region-access';

const core = ['GuildWars2'];

describe('regionReach', () => {
  it.each([
    ['Krytan', undefined, 'reachable'],
    ['Krytan', ['PlayForFree'], 'reachable'],
    ['SeitungProvince', undefined, 'unknown'],
    ['SeitungProvince', core, 'missing'],
    ['SeitungProvince', [...core, 'EndOfDragons'], 'reachable'],
    ['Desert', ['GuildWars2', 'HeartOfThorns'], 'missing'],
    ['Desert', everyExpansion, 'reachable'],
    ['DesertIsles', core, 'missing'],
    ['DesertIsles', everyExpansion, 'unknown'],
    ['RingOfFire', core, 'missing'],
    ['RingOfFire', everyExpansion, 'unknown'],
    ['HornOfMaguuma', ['GuildWars2', 'EndOfDragons'], 'missing'],
    ['MistburnedBarrens', everyExpansion, 'reachable'],
    ['Castora', everyExpansion, 'unknown'],
    ['Castora', [...everyExpansion, 'VisionsOfEternity'], 'reachable'],
  ] as const)('%s with %j is %s', (key, access, reach) => {
    expect(regionReach(key, access)).toBe(reach);
  });

  it('with the core game only, misses exactly the expansions’ regions of the catalog', () => {
    const missing = regionIndex.filter((region) => regionReach(region.key, core) === 'missing');
    expect(missing.map((region) => region.key).sort()).toEqual([
      'Desert',
      'DesertIsles',
      'DragonsEnd',
      'EchovaldWilds',
      'HornOfMaguuma',
      'Janthir',
      'Kaineng',
      'MistburnedBarrens',
      'RingOfFire',
      'SeitungProvince',
    ]);
    expect(regionNeed('Castora')?.reported).toBe(false);
    expect(regionNeed('Krytan')).toBeUndefined();
  });
});
