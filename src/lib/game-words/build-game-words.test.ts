import { describe, expect, it } from 'vitest';
import { englishHint, frenchHint } from '@/testing/localized-hints';
import { buildGameWords } from './build-game-words';
import { gameWordsSchema } from './game-words-schema';
import type { GameWordsInput } from './build-game-words';

// Localized names and descriptions are test data, not the game's words (see localized-hints.ts).
const input = (overrides: Partial<GameWordsInput> = {}): GameWordsInput => ({
  locale: 'fr',
  fetchedAt: '2026-11-26T10:00:00.000Z',
  catalog: { achievementIds: [6068, 6263], itemIds: [1001, 1002] },
  english: [
    {
      id: 6068,
      bits: [
        { id: 1001, text: englishHint('Lake Fish', 'Leeches', 'Nighttime') },
        { id: 1002, text: englishHint('River Fish', 'Any', 'Any') },
      ],
    },
  ],
  localized: {
    achievements: [
      {
        id: 6068,
        name: 'Nom de test (fr)',
        description: '<c=@flavor>Description de test.</c>',
        bits: [
          { id: 1001, text: frenchHint('Poisson lacustre', 'Sangsues', 'Nuit') },
          { id: 1002, text: frenchHint('Poisson de rivière', 'Tout', 'Toute') },
        ],
      },
      { id: 6263, name: 'Autre nom de test (fr)' },
      { id: 9999, name: 'Hors catalogue (fr)' },
    ],
    items: [
      { id: 1002, name: 'Poisson B (fr)' },
      { id: 1001, name: 'Poisson A (fr)' },
      { id: 4242, name: 'Hors catalogue (fr)' },
    ],
  },
  ...overrides,
});

describe('buildGameWords', () => {
  it('keeps the catalog entries the answers name, the glossary read beside the English hints', () => {
    const built = buildGameWords(input());
    expect(built).toEqual({
      words: {
        version: 1,
        locale: 'fr',
        fetchedAt: '2026-11-26T10:00:00.000Z',
        items: { 1001: 'Poisson A (fr)', 1002: 'Poisson B (fr)' },
        achievements: {
          6068: { name: 'Nom de test (fr)', description: '<c=@flavor>Description de test.</c>' },
          6263: { name: 'Autre nom de test (fr)', description: '' },
        },
        glossary: {
          holes: { LAKE: 'Poisson lacustre', RIVER: 'Poisson de rivière' },
          baits: { LEECH: 'Sangsues', ANY: 'Tout' },
          times: { NIGHT: 'Nuit', ANY: 'Toute' },
        },
        places: { 'Found in the waters of Kryta.': 'Trouvé dans les eaux de la Kryte.' },
      },
      conflicts: [],
      problems: [],
    });
    expect(gameWordsSchema.safeParse(built.words).success).toBe(true);
  });

  it.each([
    ['no localized answer at all', { achievements: [], items: [] }, {}, {}],
    [
      'an item and an achievement the answer lacks',
      { achievements: [{ id: 6263, name: 'Autre (fr)' }], items: [{ id: 1002, name: 'B (fr)' }] },
      { 1002: 'B (fr)' },
      { 6263: { name: 'Autre (fr)', description: '' } },
    ],
  ])('leaves out what the answer lacks (%s)', (_, localized, items, achievements) => {
    const { words } = buildGameWords(input({ localized }));
    expect(words.items).toEqual(items);
    expect(words.achievements).toEqual(achievements);
    expect(words.glossary).toEqual({ holes: {}, baits: {}, times: {} });
  });

  it("passes the glossary's conflicts and problems on", () => {
    const { words, conflicts, problems } = buildGameWords(
      input({
        english: [
          {
            id: 6068,
            bits: [
              { id: 1001, text: englishHint('Lake Fish', 'Any', 'Any') },
              { id: 1002, text: englishHint('Lake Fish', 'Any', 'Any') },
            ],
          },
          { id: 6263, bits: [{ id: 1001, text: englishHint('Lake Fish', 'Any', 'Any') }] },
        ],
        localized: {
          achievements: [
            {
              id: 6068,
              name: 'A',
              bits: [
                { id: 1001, text: frenchHint('Poisson lacustre', 'Tout', 'Toute') },
                { id: 1002, text: frenchHint('Poisson de lac', 'Tout', 'Toute') },
              ],
            },
            { id: 6263, name: 'B', bits: [{ id: 1001 }] },
          ],
          items: [],
        },
      }),
    );
    expect(words.glossary).toEqual({ holes: {}, baits: { ANY: 'Tout' }, times: { ANY: 'Toute' } });
    expect(conflicts.map(({ value, words: found }) => [value, found.map((w) => w.word)])).toEqual([
      ['LAKE', ['Poisson lacustre', 'Poisson de lac']],
    ]);
    expect(problems).toEqual([
      { achievementId: 6263, bit: 0, problems: ['no hint beside the English one'] },
    ]);
  });
});

describe('gameWordsSchema', () => {
  const valid = buildGameWords(input()).words;

  it.each([
    ['English, the bundle’s own language', { ...valid, locale: 'en' }],
    ['an item keyed by a name', { ...valid, items: { cod: 'Poisson' } }],
    [
      'a hole the catalog does not know',
      { ...valid, glossary: { ...valid.glossary, holes: { POND: 'Étang' } } },
    ],
    ['an achievement without its description', { ...valid, achievements: { 6068: { name: 'A' } } }],
    ['another version', { ...valid, version: 2 }],
  ])('refuses %s', (_, record) => {
    expect(gameWordsSchema.safeParse(record).success).toBe(false);
  });
});
