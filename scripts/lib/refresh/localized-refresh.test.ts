import { describe, expect, it } from 'vitest';
import { englishHint, germanHint } from '../../../src/testing/localized-hints.ts';
import type { LocalizedCache } from './cache-files.ts';
import { describeLocalized } from './localized-refresh.ts';

const bits = Array.from({ length: 13 }, (_, i) => ({
  type: 'Item' as const,
  id: 1000 + i,
  text: englishHint('Lake Fish', 'Any', 'Any'),
}));
const english = [{ id: 6068, name: 'Krytan Fisher', bits }];

// German words are test data (see src/testing/localized-hints.ts).
const german = (texts: (string | undefined)[]): LocalizedCache => ({
  about: 'test',
  locale: 'de',
  fetchedAt: null,
  achievements: [
    {
      id: 6068,
      name: 'Testname',
      description: '',
      bits: texts.map((text, i) => ({ type: 'Item', id: 1000 + i, ...(text && { text }) })),
    },
  ],
  items: [{ id: 1000, name: 'Testfisch' }],
});

describe('describeLocalized', () => {
  it('names two words beside one English word, and that the value is left out', () => {
    const texts = bits.map((_, i) =>
      germanHint(i === 0 ? 'Fisch des Sees' : 'Seefisch', 'Jede(r)', 'Jede(r)'),
    );
    expect(describeLocalized([german(texts)], english)).toEqual([
      '  de: 1 item names, 1 achievements; glossary: 0 holes, 1 baits, 1 times',
      '  ! de: two words beside "Lake Fish" (LAKE), left out: "Fisch des Sees" (1 bits), "Seefisch" (12 bits)',
    ]);
  });

  it('lists ten bits it could not read, then how many more', () => {
    const lines = describeLocalized([german(bits.map(() => undefined))], english);
    expect(lines).toHaveLength(1 + 10 + 1);
    expect(lines[1]).toBe('  ! de: 6068 bit 0 not read: no hint beside the English one');
    expect(lines.at(-1)).toBe('  … and 3 more');
  });
});
