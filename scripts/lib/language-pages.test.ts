import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFileOf } from '@/app/pwa/sw-routing';
import { GAME_LOCALES } from '@/config/locales';
import { prerenderedPaths } from '@/config/routes';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import { localeOfPath } from '@/lib/i18n/locale-of-path';
import { localizedPath } from '@/lib/i18n/locale-path';
import { groupPages, languagePagesOf } from './language-pages';
import { injectLanguagePages, LANGUAGE_PAGES_POINT } from './service-worker';

describe('groupPages', () => {
  it.each([
    ['index.html', 'en', '/index.html'],
    ['region/Krytan/index.html', 'en', '/region/Krytan/index.html'],
    ['de/index.html', 'de', '/de/index.html'],
    ['fr/help/faq/index.html', 'fr', '/fr/help/faq/index.html'],
    ['es/region/Krytan/index.html', 'es', '/es/region/Krytan/index.html'],
    // A page whose first folder only starts like a language is English.
    ['designs/index.html', 'en', '/designs/index.html'],
  ])('puts %s in %s as %s', (file, locale, address) => {
    const pages = groupPages([file]);
    expect(pages[locale as keyof typeof pages]).toEqual([address]);
    expect(Object.values(pages).flat()).toEqual([address]);
  });

  it("agrees with the app's reading of every prerendered page's language", () => {
    const catalog = { regions: regionIndex, achievements: otherAchievementIndex };
    const addresses = GAME_LOCALES.flatMap((locale) =>
      prerenderedPaths(catalog).map((path) => localizedPath(locale, path)),
    );
    const pages = groupPages(addresses.map(pageFileOf));
    for (const address of addresses) {
      expect(pages[localeOfPath(address)]).toContain(`/${pageFileOf(address)}`);
    }
    for (const locale of GAME_LOCALES) {
      expect(pages[locale]).toHaveLength(prerenderedPaths(catalog).length);
    }
  });
});

describe('languagePagesOf', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'tfc-pages-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    return dir;
  };

  it('lists the pages, not the shells or other files, and versions them by their bytes', () => {
    const site = {
      'index.html': 'home',
      '200.html': 'shell',
      'de/200.html': 'Hülle',
      'de/region/Krytan/index.html': 'Kryta',
      'assets/index-abc.js': 'code',
    };
    const first = languagePagesOf(write(site));
    expect(first.pages).toEqual({
      en: ['/index.html'],
      de: ['/de/region/Krytan/index.html'],
      fr: [],
      es: [],
    });
    rmSync(dir, { recursive: true });
    expect(languagePagesOf(write(site)).version).toBe(first.version);
    rmSync(dir, { recursive: true });
    const changed = languagePagesOf(write({ ...site, 'de/region/Krytan/index.html': 'Kryta 2' }));
    expect(changed.version).not.toBe(first.version);
    expect(changed.version).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('injectLanguagePages', () => {
  const pages = { version: 'abc', pages: { en: ['/index.html'], de: [], fr: [], es: [] } };

  it('writes the pages at the one injection point', () => {
    const code = `const p=${LANGUAGE_PAGES_POINT};use(p);`;
    expect(injectLanguagePages(code, pages)).toBe(`const p=${JSON.stringify(pages)};use(p);`);
  });

  it.each([
    ['none', 'const p=1;'],
    ['two', `a=${LANGUAGE_PAGES_POINT};b=${LANGUAGE_PAGES_POINT};`],
  ])('refuses a worker with %s', (_, code) => {
    expect(() => injectLanguagePages(code, pages)).toThrow(/not exactly one/);
  });
});
