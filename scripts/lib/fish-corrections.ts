// Applies the written corrections of scripts/data/fish-corrections.ts to the package's fish.
// A correction that names an unknown fish or a wrong name, sets a field twice, or changes nothing
// fails the build, so the list cannot go stale unnoticed.
import type { GameDataFish } from '@gw2efficiency/game-data/fish';
import type { ItemExtension } from '../../src/lib/catalog/asset-schemas.ts';
import type { FishCorrection } from '../data/metadata-types.ts';

export function correctionsById(
  corrections: readonly FishCorrection[],
  fish: readonly GameDataFish[],
): Map<number, FishCorrection[]> {
  const names = new Map(fish.map((entry) => [entry.id, entry.name]));
  const byId = new Map<number, FishCorrection[]>();
  for (const correction of corrections) {
    const name = names.get(correction.itemId);
    if (name !== correction.name) {
      throw new Error(
        `Correction for ${correction.itemId} names "${correction.name}", not "${name}".`,
      );
    }
    byId.set(correction.itemId, [...(byId.get(correction.itemId) ?? []), correction]);
  }
  return byId;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fish with the corrections' values; throws when a value is already the package's. */
export function applyCorrections(
  fish: ItemExtension,
  corrections: readonly FishCorrection[] = [],
): ItemExtension {
  const corrected: ItemExtension = { ...fish };
  const set = new Set<string>();
  for (const { name, set: values } of corrections) {
    for (const [field, value] of Object.entries(values)) {
      if (set.has(field)) throw new Error(`Two corrections set ${name}.${field}.`);
      if (same(fish[field as keyof ItemExtension], value)) {
        throw new Error(`Correction of ${name}.${field} changes nothing: remove it.`);
      }
      set.add(field);
    }
    Object.assign(corrected, values);
  }
  return corrected;
}
