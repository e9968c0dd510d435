import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ourGlossaryWord } from '@/lib/catalog/glossary-words';
import { regionName } from '@/lib/catalog/region-names';
import { loadLanguage } from '@/lib/i18n/load-i18n';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { englishWords, gameWordsLookup, type GameWordsLookup } from './lookup';
import { waypointWords } from './waypoint-words';

let german: { i18n: I18n; words: GameWordsLookup };
beforeAll(async () => {
  const { i18n, gameWords } = await loadLanguage('de');
  german = {
    i18n,
    words: gameWordsLookup(gameWords ?? undefined, {
      glossaryWord: ourGlossaryWord(i18n),
      regionName: (key) => regionName(i18n, key, key),
    }),
  };
});

const link = (title: string, details = '') => ({ title, details });

describe('waypointWords', () => {
  it.each([
    // The map named beside it is not repeated in brackets (issue 60).
    ["Lion's Arch", link("Coastal Fish route (Lion's Arch)"), 'Löwenstein', 'Route: Küste'],
    ["Lion's Arch", link('Coastal Fish route, alternative start'), 'Löwenstein', 'Route: Küste'],
    [
      'Seitung Province',
      link('Offshore and Shore Fish routes'),
      'Provinz Seitung',
      'Route: Hochsee, Ufer',
    ],
    [
      'Gendarran Fields',
      link('River Fish benchmark route'),
      'Gendarran-Felder',
      'Vergleichsroute: Fluss',
    ],
    ['Gendarran Fields', link('Lake Fish'), 'Gendarran-Felder', 'See'],
    // Titles the sweep of the main pages found in English (issue 60).
    ['Lowland Shore', link('Alternative for some saltwater fish'), 'Tiefland-Küste', 'Salzwasser'],
    ['Gendarran Fields', link('Open-water fish'), 'Gendarran-Felder', 'Offenes Wasser'],
    ['Gendarran Fields', link('Fishing benchmark route'), 'Gendarran-Felder', 'Vergleichsroute'],
    [
      'Janthir Syntri',
      link('Janthir Syntri route (Brackish, Offshore, Shore holes)'),
      'Janthir Syntri',
      'Route: Janthir Syntri',
    ],
    ['Queensdale', link('Queensdale route'), 'Königintal', 'Route: Königintal'],
    [
      'Lowland Shore',
      link('Nearest waypoint to all three fishing areas (Hidden Sacrarium, Seer’s March)'),
      'Tiefland-Küste',
      'Nächster Wegpunkt zu allen drei Angelgebieten (Hidden Sacrarium, Seer’s March)',
    ],
    // "Fisher's" is no fish, a name of a place with "Shore" no hole.
    ['Lowland Shore', link("Fisher's Beach Bend"), 'Tiefland-Küste', "Fisher's Beach Bend"],
    ['Lowland Shore', link('Viath Shore'), 'Tiefland-Küste', 'Viath Shore'],
    // A place's name stays as the catalog writes it (no source in the language).
    ["Lion's Arch", link('Grand Piazza'), 'Löwenstein', 'Grand Piazza'],
    ['Unconfirmed map', link('Lake Fish'), 'Karte unbestätigt', 'See'],
  ])('words %j %j in German', (map, given, mapWord, title) => {
    const said = waypointWords(german.words, german.i18n, false, map, given);
    expect([said.map, said.title]).toEqual([mapWord, title]);
  });

  it.each([
    ['Areas: Inner Harbor; Holes: Coastal Fish', 'Gebiete: Inner Harbor; Fischgründe: Küste'],
    ['Holes: Offshore Fish, Shore Fish. Guild Hall', 'Fischgründe: Hochsee, Ufer. Guild Hall'],
    ['Holes: Mysterious Waters Fish', 'Fischgründe: Mysterious Waters Fish'],
    ['chat code given by Peureki', 'chat code given by Peureki'],
    ['', ''],
  ])('words the details %j in German', (details, expected) => {
    expect(
      waypointWords(german.words, german.i18n, false, 'Queensdale', link('x', details)).details,
    ).toBe(expected);
  });

  it('keeps English as written, without the map twice', () => {
    expect(
      waypointWords(
        englishWords,
        sourceI18n,
        true,
        "Lion's Arch",
        link("Coastal Fish route (Lion's Arch)", 'Holes: Coastal Fish'),
      ),
    ).toEqual({ map: "Lion's Arch", title: 'Coastal Fish route', details: 'Holes: Coastal Fish' });
  });
});
