import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishHint, germanHint } from '../../src/testing/localized-hints.ts';
import { bundledGameWordsPlugin } from '../vite/bundled-game-words.ts';
import { bundledGameWords } from './bundled-game-words.ts';

// A refresh's kept answers in a folder of their own. The German words are test data, not the
// game's (see src/testing/localized-hints.ts).
const english = {
  about: 'test',
  fetchedAt: null,
  achievements: [
    {
      id: 6068,
      name: 'Krytan Fisher',
      bits: [
        { type: 'Item', id: 1001, text: englishHint('Lake Fish', 'Leeches', 'Nighttime') },
        { type: 'Item', id: 1002, text: englishHint('River Fish', 'Any', 'Any') },
      ],
    },
  ],
};
const german = {
  about: 'test',
  locale: 'de',
  fetchedAt: '2026-11-26T10:00:00.000Z',
  achievements: [
    {
      id: 6068,
      name: 'Testsammlung (de)',
      description: 'Testbeschreibung (de)',
      bits: [
        { type: 'Item', id: 1001, text: germanHint('Seefisch', 'Blutegel', 'Nachts') },
        { type: 'Item', id: 1002, text: germanHint('Flussfisch', 'Jede(r)', 'Jede(r)') },
      ],
    },
  ],
  items: [
    { id: 1001, name: 'Testfisch A (de)' },
    { id: 4242, name: 'Nicht im Katalog (de)' },
  ],
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bundled-words-'));
  writeFileSync(join(dir, 'gw2-api-achievements.json'), JSON.stringify(english));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('bundledGameWords', () => {
  it('derives the record from the kept German answers beside the English hints', () => {
    writeFileSync(join(dir, 'gw2-api-localized.de.json'), JSON.stringify(german));
    expect(bundledGameWords(dir, 'de')).toEqual({
      version: 1,
      locale: 'de',
      fetchedAt: '2026-11-26T10:00:00.000Z',
      items: { 1001: 'Testfisch A (de)' },
      achievements: {
        6068: { name: 'Testsammlung (de)', description: 'Testbeschreibung (de)' },
      },
      glossary: {
        holes: { LAKE: 'Seefisch', RIVER: 'Flussfisch' },
        baits: { LEECH: 'Blutegel', ANY: 'Jede(r)' },
        times: { NIGHT: 'Nachts', ANY: 'Jede(r)' },
      },
      places: { 'Found in the waters of Kryta.': 'Gefunden in den Gewässern Krytas.' },
    });
  });

  it.each(['de', 'fr', 'es'] as const)('is null while no refresh has fetched %s', (locale) => {
    expect(bundledGameWords(dir, locale)).toBeNull();
  });

  it('stops the build on a malformed file rather than bundling a guess', () => {
    writeFileSync(join(dir, 'gw2-api-localized.fr.json'), JSON.stringify({ locale: 'fr' }));
    expect(() => bundledGameWords(dir, 'fr')).toThrow(/not a valid cache/);
  });
});

describe('bundledGameWordsPlugin', () => {
  const root = join(import.meta.dirname, '../..');
  const plugin = bundledGameWordsPlugin(root);
  const load = (id: string) => (plugin.load as (id: string) => Promise<string | undefined>)(id);
  const resolve = plugin.resolveId as (id: string) => string | undefined;

  it.each([
    ['virtual:bundled-game-words/de', '\0virtual:bundled-game-words/de'],
    ['@/locales/de.po', undefined],
  ])('resolves %j to %j', (id, resolved) => {
    expect(resolve(id)).toBe(resolved);
  });

  it("serves each language's record as a module (the repo has none yet: null)", async () => {
    expect(await load('\0virtual:bundled-game-words/es')).toBe('export default null;');
    expect(await load('/src/main.tsx')).toBeUndefined();
  });
});
