import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameWordsLookup } from '../../src/lib/game-words/lookup.ts';
import { bundledGameWords } from './bundled-game-words.ts';
import { catalogFishFacts, nameTwins, type FishFacts } from './name-twins.ts';

const fish = (regions: string[], holes: string[]): FishFacts => ({ regions, holes });

describe('nameTwins', () => {
  it.each([
    [
      'the region, where each twin has its own',
      { 1: 'Viperfisch', 2: 'Viperfisch' },
      { 1: fish(['Orrian'], ['OFFSHORE']), 2: fish(['Janthir'], ['ANY']) },
      { 1: { region: 'Orrian' }, 2: { region: 'Janthir' } },
    ],
    [
      'the holes, where both live in one region',
      { 1: 'Kugelfisch', 2: 'Kugelfisch' },
      { 1: fish(['Kaineng'], ['ANY', 'NONE']), 2: fish(['Kaineng'], ['COASTAL']) },
      { 1: { holes: ['ANY', 'NONE'] }, 2: { holes: ['COASTAL'] } },
    ],
    [
      'nothing where neither tells them apart',
      { 1: 'Gleich', 2: 'Gleich' },
      { 1: fish(['Kaineng'], ['LAKE']), 2: fish(['Kaineng'], ['LAKE']) },
      {},
    ],
    [
      'nothing for a name of its own, or an item the catalog has no facts for',
      { 1: 'Eins', 2: 'Köder', 3: 'Köder' },
      { 1: fish(['Krytan'], ['LAKE']), 2: fish(['Krytan'], ['LAKE']) },
      {},
    ],
  ])('tells twins apart by %s', (_what, names, facts, tells) => {
    expect(nameTwins(names, facts)).toEqual(tells);
  });
});

describe('the bundled record’s twins', () => {
  const root = join(import.meta.dirname, '../..');
  const words = (locale: 'de' | 'fr') =>
    bundledGameWords(join(root, 'scripts/data/sources'), locale, join(root, 'public/assets'));

  it('tells the two German "Kugelfisch" (Blowfish 96933, Pufferfish 97830) apart by hole', () => {
    const lookup = gameWordsLookup(words('de') ?? undefined, {
      glossaryWord: (kind, value) => (kind === 'holes' ? `[${value}]` : undefined),
      regionName: (key) => `[${key}]`,
    });
    expect(lookup.itemName(96933, 'Blowfish')).toBe('Kugelfisch ([ANY], [NONE])');
    expect(lookup.itemName(97830, 'Pufferfish')).toBe('Kugelfisch ([COASTAL])');
    // A fish with a name of its own keeps it alone.
    expect(lookup.itemName(95961, 'Krytan Crawfish')).toBe('Krytanischer Krebs');
  });

  it('gives no twin in either language without a tell', () => {
    const facts = catalogFishFacts(join(root, 'public/assets'));
    for (const locale of ['de', 'fr'] as const) {
      const record = words(locale);
      const seen = new Map<string, number>();
      for (const [id, name] of Object.entries(record?.items ?? {}))
        if (facts[id]) seen.set(name, (seen.get(name) ?? 0) + 1);
      const twins = [...seen].filter(([, count]) => count > 1).map(([name]) => name);
      const untold = Object.entries(record?.items ?? {}).filter(
        ([id, name]) => twins.includes(name) && !record?.tells?.[id],
      );
      expect(untold).toEqual([]);
    }
  });
});
