import { describe, expect, it } from 'vitest';
import { englishWords, gameWordsLookup } from '@/lib/game-words/lookup';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { committedCatalogSources } from '@/testing/committed-catalog';
import { testGermanWords } from '@/testing/game-words-fixtures';
import { catalogEntries, type CatalogResult } from './catalog-entries';
import { buildSearchIndex, search } from './search';

const german = buildSearchIndex(
  catalogEntries(committedCatalogSources, gameWordsLookup(testGermanWords)),
);
const english = buildSearchIndex(catalogEntries(committedCatalogSources));
const fish = (result: CatalogResult) => (result.kind === 'fish' ? result.details : undefined);

describe('search on a German page (issue 30 item 5)', () => {
  it.each([
    ['the game’s German name', 'flusskrebs', 'Krytanischer Flusskrebs (Test)'],
    ['the English name too', 'crawfish', 'Krytanischer Flusskrebs (Test)'],
    ['a German name typed without its accents', 'heilige makrele', 'Heilige Makrele (Test)'],
    ['a German achievement name', 'weltklasse', 'Weltklasse-Angler (Test)'],
    ['a region by its English name', 'kryta', 'Kryta'],
  ])('finds %s (%j first: %j)', (_, query, first) => {
    expect(search(german, query)[0]?.entry.name).toBe(first);
  });

  it.each([
    ['an achievement by its English name', '"world class fisher"', 'Weltklasse-Angler (Test)'],
    ['a region by its collection’s German name', '"krytanischer angler"', 'Kryta'],
    ['a region by its collection’s English name', '"krytan fisher"', 'Kryta'],
  ])('finds %s (%j finds %j)', (_, query, name) => {
    expect(search(german, query).map((result) => result.entry.name)).toContain(name);
  });

  it.each([
    ['a hole’s German word, without its umlaut', 'kustenfisch', 'COASTAL'],
    ['the same hole’s English label', 'coastal', 'COASTAL'],
  ])('finds every fish by %s', (_, query, hole) => {
    const found = search(german, query).filter((result) => result.entry.kind === 'fish');
    const coastal = german.filter((entry) => fish(entry.data)?.fishingHole.includes(hole as never));
    expect(found.map((result) => result.entry.id).sort()).toEqual(
      coastal.map((entry) => entry.id).sort(),
    );
  });

  it.each([
    [
      'a bait',
      'garnelchen',
      'shrimpling',
      (f: ReturnType<typeof fish>) => f?.bait === 'SHRIMPLING',
    ],
    [
      'a time of day',
      '"nachts (test)"',
      'night',
      (f: ReturnType<typeof fish>) => f?.timeOfDay === 'NIGHT' || f?.higherChanceTime === 'NIGHT',
    ],
  ])('finds the same fish by %s in German as in English', (_, word, englishWord, has) => {
    const ids = (query: string) =>
      search(german, query)
        .filter((result) => has(fish(result.entry.data)))
        .map((result) => result.entry.id)
        .sort();
    expect(ids(word).length).toBeGreaterThan(0);
    expect(ids(word)).toEqual(ids(englishWord));
  });

  it('finds a time of day by our catalog’s German word before the game’s words come', async () => {
    const de = await loadI18n('de');
    const before = buildSearchIndex(
      catalogEntries(committedCatalogSources, englishWords, de, 'de'),
    );
    const night = (index: typeof before, query: string) =>
      search(index, query)
        .filter((result) => fish(result.entry.data)?.timeOfDay === 'NIGHT')
        .map((result) => result.entry.id)
        .sort();
    expect(night(before, 'nachts').length).toBeGreaterThan(0);
    expect(night(before, 'nachts')).toEqual(night(english, 'night'));
    expect(night(english, 'nachts')).toEqual([]);
  });

  it('leaves the English index as it was (no record: the catalog’s words)', () => {
    expect(buildSearchIndex(catalogEntries(committedCatalogSources, englishWords))).toEqual(
      english,
    );
    expect(
      buildSearchIndex(catalogEntries(committedCatalogSources, englishWords, sourceI18n)),
    ).toEqual(english);
    expect(search(english, 'flusskrebs')).toEqual([]);
    expect(search(english, 'crawfish')[0]?.entry.name).toBe('Krytan Crawfish');
  });
});
