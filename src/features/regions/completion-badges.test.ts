import { describe, expect, it } from 'vitest';
import { findRegion, type RegionIndexEntry } from '@/data/catalog-index';
import { completionBadges } from './completion-badges';

const krytan = findRegion('Krytan') as RegionIndexEntry;
const barrens = findRegion('MistburnedBarrens') as RegionIndexEntry;

describe('completionBadges', () => {
  it.each<[RegionIndexEntry, number, string[]]>([
    [krytan, 0, []],
    [krytan, 1, ['Krytan Fisher done']],
    [krytan, 2, ['Krytan Fisher done', 'Avid × 1']],
    [krytan, 7, ['Krytan Fisher done', 'Avid × 6']],
    // No avid version: only the regional badge.
    [barrens, 3, ['Mistburned Barrens Fisher done']],
  ])('%s completed %i times → %j', (entry, count, badges) => {
    expect(completionBadges(entry, count)).toEqual(badges);
  });
});
