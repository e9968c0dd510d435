import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameWordsLookup } from '../../src/lib/game-words/lookup.ts';
import { mergeGameWords } from '../../src/lib/game-words/merge-game-words.ts';
import { mapIds } from '../data/map-ids.ts';
import { bundledGameWords } from './bundled-game-words.ts';
import {
  BAIT_ITEM_IDS,
  GAME_NAMES_FILE,
  gameNamesRecord,
  readGameNames,
  type GameNames,
} from './game-names-record.ts';

const sources = join(import.meta.dirname, '../data/sources');

// Names marked (de)/(fr) are test data, not the game's.
const names: GameNames = {
  about: 'test',
  source: 'test',
  fetchedAt: '2026-07-23',
  baitItemIds: [95886, 97880],
  de: {
    items: { 95961: 'Testkrebs (de)', 95886: 'Testei (de)', 97880: 'Testegel (de)' },
    achievements: { 6068: 'Testfischer (de)' },
    maps: { 15: 'Testtal (de)', 999: 'Nicht im Katalog (de)' },
  },
  fr: { items: {}, achievements: {}, maps: {} },
};

describe('gameNamesRecord', () => {
  const german = gameNamesRecord(names, 'de', { Queensdale: 15, 'Lake Doric': 1185 });

  it.each([
    ['an item', () => german?.items[95961], 'Testkrebs (de)'],
    [
      'an achievement, with no description',
      () => german?.achievements[6068],
      { name: 'Testfischer (de)', description: '' },
    ],
    ['a map by its English name', () => german?.maps?.Queensdale, 'Testtal (de)'],
    ['a map the copy lacks: none', () => german?.maps?.['Lake Doric'], undefined],
    ['a bait word from its item', () => german?.glossary.baits.FISH_EGG, 'Testei (de)'],
    ['a bait whose item the copy lacks: none', () => german?.glossary.baits.SARDINE, undefined],
    ['no hole words (the copy has none)', () => german?.glossary.holes, {}],
    ['the copy’s date as an instant', () => german?.fetchedAt, '2026-07-23T00:00:00.000Z'],
  ])('gives %s', (_what, read, expected) => {
    expect(read()).toEqual(expected);
  });

  it.each(['es'] as const)('gives no record for %s (no copy exists)', (locale) => {
    expect(gameNamesRecord(names, locale, mapIds)).toBeNull();
  });

  it('is read through the lookup; the English name stands where it has none', () => {
    const words = gameWordsLookup(german ?? undefined);
    expect(words.mapName('Queensdale')).toBe('Testtal (de)');
    expect(words.mapName('Unconfirmed map')).toBe('Unconfirmed map');
    expect(words.achievementDescription(6068, 'Catch each fish.')).toBe('Catch each fish.');
  });

  it('keeps its maps when a live answer (which has none) is merged over it', () => {
    const live = { ...german!, maps: undefined, items: { 95961: 'Live (de)' } };
    const merged = mergeGameWords(german!, live);
    expect(merged.maps?.Queensdale).toBe('Testtal (de)');
    expect(merged.items[95961]).toBe('Live (de)');
    expect(merged.items[95886]).toBe('Testei (de)');
  });
});

describe('the repo’s copy of the game’s names', () => {
  const copy = readGameNames(sources);

  it.each(['de', 'fr'] as const)('names every map and bait the catalog has in %s', (locale) => {
    const record = gameNamesRecord(copy, locale, mapIds);
    expect(Object.keys(record?.maps ?? {}).sort()).toEqual(Object.keys(mapIds).sort());
    expect(Object.keys(record?.glossary.baits ?? {}).sort()).toEqual(
      Object.keys(BAIT_ITEM_IDS).sort(),
    );
  });

  it.each([
    ['de', 'Haiju-Elritze'],
    ['fr', 'Vairon de Haiju'],
  ] as const)('knows Haiju Minnow (issue 59) as a bait in %s: %s', (locale, word) => {
    expect(gameNamesRecord(copy, locale, mapIds)?.glossary.baits.HAIJU_MINNOW).toBe(word);
  });

  it('lists every bait item the app maps', () => {
    expect(copy.baitItemIds).toEqual(expect.arrayContaining(Object.values(BAIT_ITEM_IDS)));
  });
});

describe('bundledGameWords over the names', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'game-names-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('bundles the names for German and French while no refresh has fetched them', () => {
    writeFileSync(join(dir, GAME_NAMES_FILE), JSON.stringify(names));
    expect(bundledGameWords(dir, 'de')?.items[95961]).toBe('Testkrebs (de)');
    expect(bundledGameWords(dir, 'fr')?.items).toEqual({});
    expect(bundledGameWords(dir, 'es')).toBeNull();
  });

  it('stops the build on a malformed names file', () => {
    writeFileSync(join(dir, GAME_NAMES_FILE), JSON.stringify({ de: {} }));
    expect(() => bundledGameWords(dir, 'de')).toThrow(/not a valid names file/);
  });
});
