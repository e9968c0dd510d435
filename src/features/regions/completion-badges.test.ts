import { sourceI18n } from '@/lib/i18n/source-i18n';
import { describe, expect, it } from 'vitest';
import { findRegion, type RegionIndexEntry } from '@/lib/catalog/catalog-index';
import type { RegionRound } from '@/lib/progress/rounds';
import { completionBadges, roundCollectionName, roundSummary } from './completion-badges';

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
    expect(completionBadges(entry, count, sourceI18n)).toEqual(badges);
  });
});

describe('roundCollectionName', () => {
  it.each<[RegionRound | undefined, string]>([
    [undefined, 'Krytan Fisher'],
    [{ kind: 'base', completions: 0 }, 'Krytan Fisher'],
    [{ kind: 'avid', completions: 3 }, 'Avid Krytan Fisher'],
  ])('%j → %s', (round, name) => {
    expect(roundCollectionName(krytan, round)).toBe(name);
  });
});

describe('roundSummary', () => {
  it.each<[RegionRound | undefined, number, number, string]>([
    [undefined, 0, 21, '0 / 21 fish caught'],
    [{ kind: 'base', completions: 0 }, 4, 21, '4 / 21 fish caught'],
    [{ kind: 'avid', completions: 1 }, 0, 21, 'Avid round · 0 / 21 · completed 1×'],
    [{ kind: 'avid', completions: 2 }, 4, 21, 'Avid round · 4 / 21 · completed 2×'],
    // A region without avid collection stays on its base round after a completion.
    [{ kind: 'base', completions: 1 }, 6, 6, '6 / 6 fish caught · completed 1×'],
  ])('%j, %i of %i → %s', (round, caught, total, text) => {
    expect(roundSummary(round, caught, total, sourceI18n)).toBe(text);
  });
});
