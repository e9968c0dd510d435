import { describe, expect, it } from 'vitest';
import { englishHint, frenchHint, germanHint, spanishHint } from '@/testing/localized-hints';
import { buildGlossary, type HintedAchievement } from './glossary';

/** One collection whose bits carry these hints, in this order; item ids 1, 2, … */
const collection = (id: number, hints: string[]): HintedAchievement => ({
  id,
  bits: hints.map((text, i) => ({ id: i + 1, text })),
});

describe('buildGlossary', () => {
  it.each([
    [
      'every value the hints name, and nothing else',
      [englishHint('Lake Fish, Open Water', 'Fish Eggs', 'Nighttime')],
      [germanHint('Seefisch, Offenes Wasser', 'Fischeier', 'Nacht')],
      {
        holes: { LAKE: 'Seefisch', NONE: 'Offenes Wasser' },
        baits: { FISH_EGG: 'Fischeier' },
        times: { NIGHT: 'Nacht' },
      },
    ],
    [
      'one word for a value many bits agree on',
      [englishHint('Lake Fish', 'Any', 'Any'), englishHint('Lake Fish', 'Sardines', 'Any')],
      [germanHint('Seefisch', 'Jede(r)', 'Jede(r)'), germanHint('Seefisch', 'Sardinen', 'Jede(r)')],
      {
        holes: { LAKE: 'Seefisch' },
        baits: { ANY: 'Jede(r)', SARDINE: 'Sardinen' },
        times: { ANY: 'Jede(r)' },
      },
    ],
    [
      'the word beside the English spelling most bits use',
      [
        englishHint('None, Open Water', 'Any', 'Day (Higher Chance)'),
        englishHint('Open Water', 'Any', 'Daytime'),
        englishHint('Open Water', 'Any', 'Daytime'),
      ],
      [
        germanHint('Keine, Offenes Wasser', 'Jede(r)', 'Tag (Höhere Chance)'),
        germanHint('Offenes Wasser', 'Jede(r)', 'Tagsüber'),
        germanHint('Offenes Wasser', 'Jede(r)', 'Tagsüber'),
      ],
      {
        holes: { NONE: 'Offenes Wasser' },
        baits: { ANY: 'Jede(r)' },
        times: { DAY: 'Tagsüber' },
      },
    ],
  ])('gives %s', (_, english, localized, glossary) => {
    expect(buildGlossary([collection(6068, english)], [collection(6068, localized)])).toEqual({
      glossary,
      conflicts: [],
      problems: [],
    });
  });

  // Haiju Minnow (item 96117), the bait the catalog lacked: the German and French words are the
  // item's names in the game (the stored copy of /v2/items), the Spanish one is test data.
  it.each([
    ['German', germanHint('Seefisch', 'Haiju-Elritze', 'Jede(r)'), 'Haiju-Elritze'],
    ['French', frenchHint('Poisson de lac', 'Vairon de Haiju', 'Toute'), 'Vairon de Haiju'],
    [
      'Spanish',
      spanishHint('Pez de lago', 'Pececillo de Haiju', 'Cualquiera'),
      'Pececillo de Haiju',
    ],
  ])('knows Haiju Minnow as a bait in %s', (_, localized, word) => {
    const reading = buildGlossary(
      [collection(6068, [englishHint('Lake Fish', 'Haiju Minnow', 'Any')])],
      [collection(6068, [localized])],
    );
    expect(reading.glossary.baits).toEqual({ HAIJU_MINNOW: word });
    expect(reading.problems).toEqual([]);
  });

  it('reports two words beside one English word and leaves the value out', () => {
    const reading = buildGlossary(
      [
        collection(6068, [englishHint('Lake Fish', 'Any', 'Any')]),
        collection(6263, [englishHint('Lake Fish', 'Leeches', 'Any')]),
      ],
      [
        collection(6068, [germanHint('Seefisch', 'Jede(r)', 'Jede(r)')]),
        collection(6263, [germanHint('Fisch des Sees', 'Blutegel', 'Jede(r)')]),
      ],
    );
    expect(reading.glossary).toEqual({
      holes: {},
      baits: { ANY: 'Jede(r)', LEECH: 'Blutegel' },
      times: { ANY: 'Jede(r)' },
    });
    expect(reading.conflicts).toEqual([
      {
        kind: 'holes',
        value: 'LAKE',
        english: 'Lake Fish',
        words: [
          { word: 'Seefisch', bits: [{ achievementId: 6068, bit: 0 }] },
          { word: 'Fisch des Sees', bits: [{ achievementId: 6263, bit: 0 }] },
        ],
      },
    ]);
  });

  it.each([
    [
      'a bit without a hint beside the English one',
      [{ id: 1 }],
      [{ achievementId: 6068, bit: 0, problems: ['no hint beside the English one'] }],
    ],
    [
      'another item at the same place',
      [{ id: 9, text: germanHint('Seefisch', 'Jede(r)', 'Jede(r)') }],
      [{ achievementId: 6068, bit: 0, problems: ['item 9 beside item 1'] }],
    ],
    [
      'a hint that does not line up',
      [{ id: 1, text: 'Gefunden in Kryta.<br>Angelstelle: Seefisch' }],
      [{ achievementId: 6068, bit: 0, problems: ['3 labelled lines in English, 1 beside them'] }],
    ],
  ])('reads nothing from %s and says why', (_, bits, problems) => {
    expect(
      buildGlossary(
        [collection(6068, [englishHint('Lake Fish', 'Any', 'Any')])],
        [{ id: 6068, bits }],
      ),
    ).toEqual({ glossary: { holes: {}, baits: {}, times: {} }, conflicts: [], problems });
  });

  it('skips collections the other language did not send and bits without hints', () => {
    expect(
      buildGlossary(
        [
          collection(6068, [englishHint('Lake Fish', 'Any', 'Any')]),
          { id: 6263, bits: [{ id: 1 }, { id: 2, text: englishHint('River Fish', 'Any', 'Any') }] },
        ],
        [
          {
            id: 6263,
            bits: [{ id: 1 }, { id: 2, text: germanHint('Flussfisch', 'Jede(r)', 'Jede(r)') }],
          },
        ],
      ),
    ).toEqual({
      glossary: {
        holes: { RIVER: 'Flussfisch' },
        baits: { ANY: 'Jede(r)' },
        times: { ANY: 'Jede(r)' },
      },
      conflicts: [],
      problems: [],
    });
  });
});
