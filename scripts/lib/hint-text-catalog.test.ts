// The app's hint reader (src/lib/hint-text) on every bit of the cached achievements, and its
// agreement with the bundled catalog wherever the catalog has no written correction.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { itemExtensionsSchema, type ItemExtension } from '../../src/lib/catalog/asset-schemas.ts';
import { knownHigherChanceHoles, knownHoles, readHint } from '../../src/lib/hint-text/read-hint.ts';
import { fishCorrections } from '../data/fish-corrections.ts';
import { readAchievementsCache } from './refresh/cache-files.ts';

const sourcesDir = fileURLToPath(new URL('../data/sources', import.meta.url));
const regionsDir = fileURLToPath(new URL('../../public/assets/Regions', import.meta.url));

const bits = readAchievementsCache(sourcesDir).achievements.flatMap((achievement) =>
  achievement.bits.map((bit) => ({ achievement: achievement.name, ...bit })),
);

const catalog = new Map<number, ItemExtension>(
  readdirSync(regionsDir).flatMap((key) =>
    Object.entries(
      itemExtensionsSchema.parse(
        JSON.parse(readFileSync(`${regionsDir}/${key}/${key}.ItemExtensions.json`, 'utf8')),
      ),
    ).map(([id, extension]) => [Number(id), extension] as const),
  ),
);

const corrected = (itemId: number) =>
  new Set(
    fishCorrections
      .filter((correction) => correction.itemId === itemId)
      .flatMap((correction) => Object.keys(correction.set)),
  );

const sorted = (values: readonly string[]) => [...values].sort();

describe('readHint on the cached achievements', () => {
  it('has the whole cache to read', () => {
    expect(bits.length).toBe(576);
  });

  it.each(bits.map((bit) => [bit.achievement, bit.id, bit.text ?? ''] as const))(
    '%s, item %i: reads location, holes, bait and time and drops no word',
    (_, __, text) => {
      const hint = readHint(text);
      expect(hint.location).toMatch(/^Found /);
      expect(hint.holes.length).toBeGreaterThan(0);
      expect(hint.bait?.bait).toBeDefined();
      expect(hint.time?.timeOfDay).toBeDefined();
      expect(hint.other).toEqual([]);
      // Every word of the hole line is kept, known or not.
      const holeLine = /Fishing Hole: ([^<]*)/.exec(text)?.[1] ?? '';
      expect(hint.holes.map((hole) => hole.text).join('|')).toBe(
        holeLine
          .split(/,|\s\/\s/)
          .map((word) => word.trim())
          .join('|'),
      );
    },
  );
});

describe('readHint against the bundled catalog', () => {
  const inCatalog = bits.filter((bit) => bit.id !== undefined && catalog.has(bit.id));

  it('finds most cached fish in the catalog', () => {
    expect(new Set(inCatalog.map((bit) => bit.id)).size).toBeGreaterThan(250);
  });

  it.each(inCatalog.map((bit) => [bit.achievement, bit.id!, bit.text ?? ''] as const))(
    '%s, item %i: agrees with the catalog where no correction is written',
    (_, itemId, text) => {
      const fish = catalog.get(itemId)!;
      const hint = readHint(text);
      const skip = corrected(itemId);
      if (!skip.has('bait')) expect(hint.bait?.bait).toBe(fish.bait);
      if (!skip.has('timeOfDay')) expect(hint.time?.timeOfDay).toBe(fish.timeOfDay);
      if (!skip.has('higherChanceTime'))
        expect(hint.time?.higherChanceTime).toBe(fish.higherChanceTime);
      if (!skip.has('fishingHole')) {
        const known = knownHoles(hint);
        const allKnown = hint.holes.every((hole) => hole.hole !== undefined);
        // Janthir's hints name water kinds ("Freshwater / Brackish Water"), not holes: the
        // words stay text and the holes they do name must be the catalog's.
        if (allKnown) expect(sorted(known)).toEqual(sorted(fish.fishingHole));
        else expect(fish.fishingHole).toEqual(expect.arrayContaining(known));
      }
      if (!skip.has('higherChanceHoles'))
        expect(sorted(knownHigherChanceHoles(hint))).toEqual(sorted(fish.higherChanceHoles));
    },
  );
});
