import { describe, expect, it } from 'vitest';
import { GAME_LOCALES } from '@/config/locales';
import { pageHead } from './page-head';

describe('pageHead', () => {
  it.each([
    ['en', 'en-US'],
    ['de', 'de'],
    ['fr', 'fr'],
    ['es', 'es'],
  ] as const)('tags a page in %s as %s', (locale, lang) => {
    expect(pageHead(locale, '/').lang).toBe(lang);
  });

  it('links the same page in every language, and English as the default', () => {
    expect(pageHead('fr', '/region/Krytan').alternates).toEqual([
      { hreflang: 'en', href: '/region/Krytan' },
      { hreflang: 'de', href: '/de/region/Krytan' },
      { hreflang: 'fr', href: '/fr/region/Krytan' },
      { hreflang: 'es', href: '/es/region/Krytan' },
      { hreflang: 'x-default', href: '/region/Krytan' },
    ]);
  });

  it('describes the site in each language with its own words', () => {
    const descriptions = GAME_LOCALES.map((locale) => pageHead(locale, '/').description);
    expect(new Set(descriptions).size).toBe(GAME_LOCALES.length);
    expect(descriptions[0]).toMatch(/^Track Guild Wars 2 regional fishing collections/);
  });
});
