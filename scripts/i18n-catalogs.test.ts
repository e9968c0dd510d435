import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_LOCALES, TRANSLATED_LOCALES } from '@/config/locales';
import { messageShape } from './lib/i18n/message-shape';

const root = fileURLToPath(new URL('..', import.meta.url));

type Catalogs = Awaited<ReturnType<Awaited<ReturnType<typeof getCatalogs>>[number]['readAll']>>;

/**
 * The UI's catalogs (`src/locales/*.po`, lingui.config.ts): complete in every language, with the
 * source's placeholders, and up to date with the source code (`npm run i18n:extract`).
 */
describe('UI message catalogs', () => {
  const config = getConfig({ cwd: root });
  let catalogs: Catalogs;
  let source: Catalogs[string];

  beforeAll(async () => {
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error('lingui.config.ts names no catalog.');
    catalogs = await catalog.readAll();
    source = catalogs[config.sourceLocale ?? 'en'] ?? {};
  });

  it('has a catalog for each language and a message in the source', () => {
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
    const [catalog] = await getCatalogs(config);
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
