// Every fish of the generated assets with its catalog facts, by item id.
import {
  itemExtensionsSchema,
  otherAchievementSchema,
  type ItemExtension,
} from '../../../src/lib/catalog/asset-schemas.ts';

/** Reads the fish out of `buildAssets`' files (region item extensions and achievements' items). */
export function catalogFish(files: ReadonlyMap<string, string>): Map<number, ItemExtension> {
  const fish = new Map<number, ItemExtension>();
  const add = (items: Record<string, ItemExtension>) => {
    for (const [id, item] of Object.entries(items)) fish.set(Number(id), item);
  };
  for (const [path, text] of files) {
    if (path.endsWith('.ItemExtensions.json')) add(itemExtensionsSchema.parse(JSON.parse(text)));
    else if (path.startsWith('assets/Achievements/'))
      add(otherAchievementSchema.parse(JSON.parse(text)).items);
  }
  return fish;
}
