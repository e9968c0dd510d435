import { describe, expect, it } from 'vitest';
import { englishHint, germanHint } from '@/testing/localized-hints';
import { placeLinesBeside } from './place-lines';

const bit = (id: number, text?: string) => ({ id, ...(text !== undefined && { text }) });
const english = (place: string) => englishHint('Lake Fish', 'Leech', 'Night', place);
const german = (place: string) => germanHint('Seefisch', 'Blutegel', 'Nachts', place);

describe('placeLinesBeside', () => {
  it.each([
    {
      name: 'pairs the place line of the same bit',
      ours: [bit(1, english('Found in the waters of Kryta.'))],
      theirs: [bit(1, german('Gefunden in den Gewässern Krytas.'))],
      places: { 'Found in the waters of Kryta.': 'Gefunden in den Gewässern Krytas.' },
    },
    {
      name: 'skips a bit whose item differs',
      ours: [bit(1, english('Found in the waters of Kryta.'))],
      theirs: [bit(2, german('Gefunden in den Gewässern Krytas.'))],
      places: {},
    },
    {
      name: 'drops a line read beside two different ones',
      ours: [bit(1, english('Found in Orr.')), bit(2, english('Found in Orr.'))],
      theirs: [bit(1, german('In Orr.')), bit(2, german('Bei Orr.'))],
      places: {},
    },
    {
      name: 'skips a bit without a hint beside it',
      ours: [bit(1, english('Found in Orr.'))],
      theirs: [bit(1)],
      places: {},
    },
  ])('$name', ({ ours, theirs, places }) => {
    expect(placeLinesBeside([{ id: 10, bits: ours }], [{ id: 10, bits: theirs }])).toEqual(places);
  });
});
