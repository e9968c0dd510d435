// Which achievements the catalog knows, so the refresh asks the API for exactly those.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { otherAchievementMetadata } from '../../data/other-achievement-metadata.ts';
import { regionMetadata } from '../../data/region-metadata.ts';

/** The "Fishing" achievement category (shared/data/fishing-regions.json `fishingAchievementCategoryId`). */
export const FISHING_ACHIEVEMENT_CATEGORY_ID = 317;

const collectionsPath = fileURLToPath(
  new URL('../../../public/assets/FishingAchievementsCache.json', import.meta.url),
);
const collectionIdsSchema = z.array(z.object({ id: z.number().int() }));

/**
 * The regional collections of the generated catalog, their avid versions, and the other fishing
 * achievements with the achievements they build on; each id once, in that order.
 */
export function catalogAchievementIds(): number[] {
  const collections = collectionIdsSchema.parse(JSON.parse(readFileSync(collectionsPath, 'utf8')));
  return [
    ...new Set([
      ...collections.map((collection) => collection.id),
      ...regionMetadata.flatMap((region) => region.achievementIds),
      ...otherAchievementMetadata.flatMap((other) => [other.id, ...other.children]),
    ]),
  ];
}
