import { describe, expect, it } from 'vitest';
import { englishHint, germanHint } from '@/testing/localized-hints';
import { unknownLines, unknownLinesBeside } from './unknown-lines';

describe('unknownLines', () => {
  it.each([
    [
      'words the catalog knows',
      englishHint('Lake Fish', 'Fish Eggs', 'Any, Night (Higher Chance)'),
      {},
    ],
    [
      '(G4) an unknown bait',
      englishHint('Lake Fish', 'Glowing Krill', 'Any'),
      { bait: 'Glowing Krill' },
    ],
    [
      '(G4) an unknown hole beside a known one, the whole line',
      englishHint('Lake Fish, Glowing Pool Fish (Higher Chance)', 'Any', 'Any'),
      { holes: 'Lake Fish, Glowing Pool Fish (Higher Chance)' },
    ],
    ['(G4) an unknown time', englishHint('Lake Fish', 'Any', 'Moonrise'), { time: 'Moonrise' }],
    ['an empty value', englishHint('Lake Fish', '', 'Any'), {}],
    ['no hint at all', '', {}],
  ])('%s', (_, text, lines) => {
    expect(unknownLines(text)).toEqual(lines);
  });
});

describe('unknownLinesBeside', () => {
  const bit = (text: string, id = 7) => ({ id: 1, bits: [{ id, text }] });
  const english = bit(englishHint('Lake Fish, Glowing Pool Fish', 'Glowing Krill', 'Daytime'));
  const none = { holes: {}, bait: {}, time: {} };

  it('takes the same line of the same bit in the other language, whole', () => {
    const german = bit(germanHint('Seefisch, Leuchtteichfisch', 'Leuchtkrill', 'Tag'));
    expect(unknownLinesBeside([english], [german])).toEqual({
      holes: { 'Lake Fish, Glowing Pool Fish': 'Seefisch, Leuchtteichfisch' },
      bait: { 'Glowing Krill': 'Leuchtkrill' },
      time: {},
    });
  });

  it.each([
    ['another item beside it', [bit(germanHint('A', 'B', 'C'), 8)]],
    ['another number of lines', [bit('Gefunden in Kryta.<br>Angelstelle: Seefisch')]],
    ['no hint beside it', [{ id: 1, bits: [{ id: 7 }] }]],
    ['no such achievement', [{ id: 2, bits: [{ id: 7, text: germanHint('A', 'B', 'C') }] }]],
  ])('reads nothing with %s', (_, localized) => {
    expect(unknownLinesBeside([english], localized)).toEqual(none);
  });

  it('leaves out an English line read beside two different lines', () => {
    const twice = { id: 1, bits: [english.bits[0]!, english.bits[0]!] };
    const german = {
      id: 1,
      bits: [
        { id: 7, text: germanHint('A', 'Leuchtkrill', 'Tag') },
        { id: 7, text: germanHint('A', 'Glühkrill', 'Tag') },
      ],
    };
    expect(unknownLinesBeside([twice], [german]).bait).toEqual({});
  });
});
