import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itemExtensionFixture } from '../../../src/testing/catalog-fixtures.ts';
import { buildAssets } from '../build-assets.ts';
import { defaultAssetSources } from '../default-sources.ts';
import { crossCheck, type FishDecision } from './compare.ts';
import { DOC_END, DOC_START, crossCheckAssets } from './index.ts';
import { loadCrosscheck } from './load-crosscheck.ts';
import type { CrosscheckFish } from './source-facts.ts';
import { vote } from './vote.ts';

const fish = itemExtensionFixture;

const sources: CrosscheckFish[] = [
  {
    itemId: 1,
    name: 'Test Fish',
    sources: {
      E: { time: 'ANY', bait: 'ANY', hole: 'Any +OpenWater' },
      G: { time: 'Any, Night (Higher Chance)', bait: 'ANY', hole: 'Any, Open Water' },
      O: { time: 'ANY', higherChance: 'NIGHT', bait: 'LEECH', hole: 'Any/OpenWater' },
    },
  },
];

describe('vote', () => {
  it.each([
    [
      'the game hint breaks a tie',
      { E: { time: 'DAY' as const }, G: { time: 'ANY' as const } },
      'ANY',
    ],
    [
      'two agreeing sources outvote the game hint',
      { E: { time: 'DAY' as const }, O: { time: 'DAY' as const }, G: { time: 'ANY' as const } },
      'DAY',
    ],
    [
      'two single sources tie',
      { E: { time: 'DAY' as const }, O: { time: 'ANY' as const } },
      undefined,
    ],
  ])('%s', (_, facts, winner) => {
    expect(vote(facts, 'time').winner).toBe(winner);
  });
});

describe('crossCheck', () => {
  it('passes a catalog that follows the sources', () => {
    const catalog = new Map([[1, fish({ higherChanceTime: 'NIGHT' })]]);
    expect(crossCheck(catalog, sources, []).unexplained).toEqual([]);
  });

  it('reports a difference from the majority that no decision explains', () => {
    const catalog = new Map([[1, fish({ timeOfDay: 'NIGHT', higherChanceTime: 'NIGHT' })]]);
    const report = crossCheck(catalog, sources, []);
    expect(report.unexplained.map((row) => [row.attribute, row.majority, row.catalog])).toEqual([
      ['time', 'ANY', 'NIGHT'],
    ]);
  });

  it('accepts a written decision and reports one that explains nothing', () => {
    const catalog = new Map([[1, fish({ timeOfDay: 'NIGHT', higherChanceTime: 'NIGHT' })]]);
    const decisions: FishDecision[] = [
      { itemId: 1, attribute: 'time', reason: 'because' },
      { itemId: 1, attribute: 'bait', reason: 'stale' },
    ];
    const report = crossCheck(catalog, sources, decisions);
    expect(report.unexplained).toEqual([]);
    expect(report.rows.find((row) => row.attribute === 'time')?.reason).toBe('because');
    expect(report.unused).toEqual([decisions[1]]);
  });

  it('lists a split among the sources even where the catalog follows the majority', () => {
    const catalog = new Map([[1, fish({ higherChanceTime: 'NIGHT' })]]);
    const bait = crossCheck(catalog, sources, []).rows.find((row) => row.attribute === 'bait');
    expect(bait).toMatchObject({ says: { E: 'ANY', G: 'ANY', O: 'LEECH' }, catalog: 'ANY' });
  });
});

describe('the catalog against the independent sources', () => {
  const files = buildAssets(defaultAssetSources());
  const { report, block } = crossCheckAssets(files);

  it('has no unexplained disagreement and no stale decision', () => {
    expect(report.unexplained).toEqual([]);
    expect(report.unused).toEqual([]);
  });

  it('compares every fish of the package that the sources cover', () => {
    const covered = new Set(loadCrosscheck().fish.map((entry) => entry.itemId));
    const fishIds = defaultAssetSources().fish.map((entry) => entry.id);
    expect(fishIds.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('is written up in docs/DATA.md (run `npm run data` after a change)', () => {
    const doc = readFileSync(new URL('../../../docs/DATA.md', import.meta.url), 'utf8');
    expect(doc.slice(doc.indexOf(DOC_START), doc.indexOf(DOC_END) + DOC_END.length)).toBe(block);
  });
});
