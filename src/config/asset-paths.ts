/** Paths of the static assets of spec §7, relative to the site's base (files in public/). */
export const assetPaths = {
  globalConfig: 'assets/GlobalConfig.json',
  fishingAchievementsCache: 'assets/FishingAchievementsCache.json',
  region: (key: string) => `assets/Regions/${key}/${key}.Region.json`,
  itemExtensions: (key: string) => `assets/Regions/${key}/${key}.ItemExtensions.json`,
  otherAchievement: (key: string) => `assets/Achievements/${key}.json`,
};
