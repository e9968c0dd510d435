import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { regionIndex } from './catalog-index';
import { regionName } from './region-names';

describe('regionName', () => {
  it.each(regionIndex.map((entry) => [entry.key, entry.displayName]))(
    'names %s as the catalog does in English',
    (key, english) => {
      expect(regionName(sourceI18n, key, 'unused')).toBe(english);
    },
  );

  it.each([
    ['de', 'Shiverpeaks', 'Zittergipfel'],
    ['de', 'Kaineng', 'Stadt Neu-Kaineng'],
    ['fr', 'DragonsEnd', 'Trépas du dragon'],
    ['es', 'Orrian', 'Ruins of Orr'],
  ] as const)('names it in %s (%s: %s)', async (locale, key, name) => {
    expect(regionName(await loadI18n(locale), key, 'unused')).toBe(name);
  });

  it('keeps the given name for a key it does not know', () => {
    expect(regionName(sourceI18n, 'Nowhere', 'Nowhere Land')).toBe('Nowhere Land');
  });
});
