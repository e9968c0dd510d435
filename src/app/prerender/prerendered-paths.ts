import { guidePages, launchTabs, paths, settingsTabs } from '@/config/paths';
import { otherAchievementIndex, regionIndex } from '@/data/catalog-index';

/** Every address of the route table that shows a page (redirects excepted): each is prerendered. */
export function prerenderedPaths(): string[] {
  return [
    paths.home.href(),
    ...launchTabs.map((tab) => paths.launch.href(tab)),
    ...regionIndex.map((region) => paths.region.href(region.key)),
    ...otherAchievementIndex.map((achievement) => paths.achievement.href(achievement.key)),
    ...settingsTabs.map((tab) => paths.settings.href(tab)),
    paths.help.href(),
    ...guidePages.map((page) => paths.guide.href(page)),
    paths.faq.href(),
    paths.legal.href(),
    paths.contact.href(),
    paths.feedback.href(),
  ];
}
