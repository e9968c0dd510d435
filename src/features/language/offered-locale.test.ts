import { describe, expect, it } from 'vitest';
import { offeredLocale, preferredLocale } from './offered-locale';

describe('preferredLocale', () => {
  it.each([
    [['de-DE', 'en'], 'de'],
    [['de-AT'], 'de'],
    [['FR-ca'], 'fr'],
    [['pt-BR', 'es-MX', 'en'], 'es'],
    [['en-GB', 'de'], 'en'],
    [['pt-BR', 'ja'], undefined],
    [[], undefined],
    // A language of the game the site has no pages in yet is not another's.
    [['zh-CN', 'fr'], 'fr'],
  ] as const)('reads %j as %s', (languages, locale) => {
    expect(preferredLocale(languages)).toBe(locale);
  });
});

describe('offeredLocale', () => {
  const base: Parameters<typeof offeredLocale>[0] = {
    pageLocale: 'en',
    browserLanguages: [],
    chosen: undefined,
    dismissed: false,
  };

  it.each([
    ['a German browser on an English page', { browserLanguages: ['de-DE'] }, 'de'],
    [
      'a German browser on a German page',
      { pageLocale: 'de', browserLanguages: ['de'] },
      undefined,
    ],
    ['an English browser', { browserLanguages: ['en-US', 'de'] }, undefined],
    ['a browser in no language of ours', { browserLanguages: ['ja'] }, undefined],
    ['a remembered choice over the browser', { browserLanguages: ['de'], chosen: 'fr' }, 'fr'],
    ['English chosen on a German page', { pageLocale: 'de', chosen: 'en' }, 'en'],
    ['the page in the chosen language', { pageLocale: 'es', chosen: 'es' }, undefined],
    ['an offer closed', { browserLanguages: ['de'], dismissed: true }, undefined],
  ] as const)('offers %s: %s', (_, context, offered) => {
    expect(offeredLocale({ ...base, ...context })).toBe(offered);
  });
});
