import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import { collectionName, englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';

/** A child achievement as the Achievement page lists it. */
export interface ChildAchievement {
  id: number;
  name: string;
  /** The region or other achievement page, where the site has one. */
  href?: string;
}

/**
 * Names and links of an achievement's children: regional collections link to their region
 * (the avid version too), other achievements to their page; unknown ids keep their number.
 */
export function childAchievement(
  id: number,
  words: GameWordsLookup = englishWords,
  i18n: I18n = sourceI18n,
): ChildAchievement {
  for (const region of regionIndex) {
    const index = region.achievementIds.indexOf(id);
    if (index >= 0) {
      const name = collectionName(words, region, index > 0);
      return { id, name, href: paths.region.href(region.key) };
    }
  }
  const other = otherAchievementIndex.find((entry) => entry.id === id);
  if (other) {
    const name = words.achievementName(id, other.name);
    return { id, name, href: paths.achievement.href(other.key) };
  }
  return { id, name: i18n._(msg`Achievement ${id}`) };
}
