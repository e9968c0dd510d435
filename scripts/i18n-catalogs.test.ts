import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_LOCALES, PAGE_CATALOGS, TRANSLATED_LOCALES } from '@/config/locales';
import { messageShape } from './lib/i18n/message-shape';

const root = fileURLToPath(new URL('..', import.meta.url));

type Catalogs = Awaited<ReturnType<Awaited<ReturnType<typeof getCatalogs>>[number]['readAll']>>;

const config = getConfig({ cwd: root });
/** The shell's catalog and the page catalogs (help, release notes), by their path. */
const catalogPaths = config.catalogs?.map((catalog) => relative(root, catalog.path)) ?? [];

/**
 * The UI's catalogs (`src/locales/*.po` and the page catalogs in `src/locales/<name>/`,
 * lingui.config.ts): complete in every language, with the source's placeholders, and up to date
 * with the source code (`npm run i18n:extract`).
 */
describe('UI message catalogs', () => {
  it("are the shell's and one per page catalog the app loads (PAGE_CATALOGS)", () => {
    expect(catalogPaths).toEqual([
      'src/locales/{locale}',
      ...PAGE_CATALOGS.map((name) => `src/locales/${name}/{locale}`),
    ]);
  });
});

describe.each(catalogPaths)('UI message catalog %s', (path) => {
  let catalogs: Catalogs;
  let source: Catalogs[string];
  let catalog: Awaited<ReturnType<typeof getCatalogs>>[number] | undefined;

  beforeAll(async () => {
    catalog = (await getCatalogs(config)).find((each) => each.path.endsWith(path));
    if (!catalog) throw new Error(`lingui.config.ts names no catalog ${path}.`);
    catalogs = await catalog.readAll();
    source = catalogs[config.sourceLocale ?? 'en'] ?? {};
  });

  it('has a catalog for each language and a message in the source', () => {
    expect(path).toMatch(/^src\/locales\/(\w+\/)?\{locale\}$/);
    expect(Object.keys(catalogs).sort()).toEqual([...GAME_LOCALES].sort());
    expect(Object.keys(source).length).toBeGreaterThan(0);
  });

  it.each(TRANSLATED_LOCALES)('translates every source message in %s', (locale) => {
    const catalog = catalogs[locale] ?? {};
    const untranslated = Object.keys(source)
      .filter((id) => !catalog[id]?.translation)
      .map((id) => source[id]?.message);
    expect(untranslated).toEqual([]);
    const unknown = Object.keys(catalog).filter((id) => !(id in source));
    expect(unknown).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES)("keeps the source's placeholders and tags in %s", (locale) => {
    const catalog = catalogs[locale] ?? {};
    const differing = Object.entries(source)
      .map(([id, entry]) => ({
        source: entry.message ?? '',
        translation: catalog[id]?.translation ?? '',
      }))
      .filter(({ translation }) => translation !== '')
      .filter(({ source, translation }) => {
        const expected = messageShape(source);
        return JSON.stringify(messageShape(translation)) !== JSON.stringify(expected);
      });
    expect(differing).toEqual([]);
  });

  it('matches the messages in the source code (run `npm run i18n:extract`)', async () => {
    const extracted = (await catalog?.collect()) ?? {};
    const inCode = Object.fromEntries(
      Object.entries(extracted).map(([id, entry]) => [id, entry.message]),
    );
    const inCatalog = Object.fromEntries(
      Object.entries(source).map(([id, entry]) => [id, entry.message]),
    );
    expect(inCatalog).toEqual(inCode);
  }, 60_000);
});
