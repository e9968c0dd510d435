import { describe, expect, it } from 'vitest';
import { basenameOf } from './locale-of-path';
import { alternatesOf, localizedPath, neutralPathOf } from './locale-path';

describe('basenameOf', () => {
  it.each([
    ['en', ''],
    ['de', '/de'],
    ['fr', '/fr'],
    ['es', '/es'],
  ] as const)('gives %s the prefix %j', (locale, basename) => {
    expect(basenameOf(locale)).toBe(basename);
  });
});

describe('localizedPath', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/region/Krytan', '/region/Krytan'],
    ['de', '/', '/de'],
    ['de', '/?from=pin', '/de?from=pin'],
    ['de', '/region/Krytan', '/de/region/Krytan'],
    ['fr', '/launch/planner?fish=1', '/fr/launch/planner?fish=1'],
    ['es', '/help/guide/intro', '/es/help/guide/intro'],
  ] as const)('puts %s %j at %j', (locale, path, localized) => {
    expect(localizedPath(locale, path)).toBe(localized);
  });
});

describe('neutralPathOf', () => {
  it.each([
    ['/', '/'],
    ['/region/Krytan', '/region/Krytan'],
    ['/de', '/'],
    ['/de/', '/'],
    ['/de/region/Krytan', '/region/Krytan'],
    ['/es/help/faq', '/help/faq'],
    // Not a prefix: the whole first segment must be the language.
    ['/des/region', '/des/region'],
    ['/en/region/Krytan', '/en/region/Krytan'],
  ])('reads %j as %j', (pathname, neutral) => {
    expect(neutralPathOf(pathname)).toBe(neutral);
  });

  it.each(['/', '/region/Krytan', '/help/guide/intro'])(
    'undoes localizedPath for %j in every language',
    (path) => {
      for (const { path: localized } of alternatesOf(path)) {
        expect(neutralPathOf(localized)).toBe(path);
      }
    },
  );
});
