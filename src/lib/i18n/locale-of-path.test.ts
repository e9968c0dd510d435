import { describe, expect, it } from 'vitest';
import { localeOfPath } from './locale-of-path';

describe('localeOfPath', () => {
  it.each([
    ['/', 'en'],
    ['', 'en'],
    ['/region/Krytan', 'en'],
    ['/de', 'de'],
    ['/de/', 'de'],
    ['/de/region/Krytan', 'de'],
    ['/fr/launch/regions', 'fr'],
    ['/es/help/guide/intro', 'es'],
    // English has no prefix: `/en/…` is no address of ours, and stays English.
    ['/en/region/Krytan', 'en'],
    // Only the first segment, exactly: a region or page named like a language is not one.
    ['/region/de', 'en'],
    ['/deutsch/region/Krytan', 'en'],
    ['/DE/region/Krytan', 'en'],
    ['/des', 'en'],
  ])('reads %j as %s', (pathname, locale) => {
    expect(localeOfPath(pathname)).toBe(locale);
  });
});
