import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import type { GameWordsLookup } from '@/lib/game-words/lookup';
import { findAchievement } from './catalog-index';

type Describe = (i18n: I18n, count: number, base: string) => string;

const collection: Describe = (i18n, count) =>
  i18n._(msg`Fishing meta achievement: complete ${count} of the fishing collection achievements.`);
const avid: Describe = (i18n, count, base) =>
  i18n._(msg`Repeatable version of ${base} (same ${count} fish).`);

/**
 * The other achievements' descriptions in our catalogs' words (the catalog's own English lines,
 * scripts/data/other-achievement-metadata.ts), by key; the count is the English line's.
 */
const DESCRIPTIONS: Readonly<Record<string, Describe>> = {
  WorldClassFisher: (i18n, count) =>
    i18n._(
      msg`Collection: catch ${count} fish that live in waters all over the world (any region).`,
    ),
  AvidWorldClassFisher: avid,
  SaltwaterFisher: (i18n, count) =>
    i18n._(msg`Collection: catch ${count} fish found in saltwater anywhere in the world.`),
  AvidSaltwaterFisher: avid,
  AquaticTrashCollector: (i18n, count) =>
    i18n._(
      msg`Collection of ${count} junk items fished up (broken gear, driftwood, a rotten fish head and so on).`,
    ),
  AquaticTreasureCollector: (i18n, count) =>
    i18n._(
      msg`Collection of ${count} sunken treasure items (compass, spyglass, astrolabe, diving helm, statuette, vase, sextant).`,
    ),
  KindOfABigReel: collection,
  FishmongersKnowMe: collection,
  ImVeryBuoyant: collection,
  IHaveManyLureBoundHooks: collection,
  MyGuildHallSmellsOfFishProgeny: collection,
  CodSwimmingAmongstMereMinnows: collection,
};

/**
 * An other achievement's description in the page's language: the game's where its answer gave
 * one, else ours (issue 60), else the catalog's English (an achievement new from the game).
 * The avid versions name their base achievement as the game does.
 */
export function achievementDescriptionIn(
  words: GameWordsLookup,
  i18n: I18n,
  locale: Locale,
  achievement: { key: string; id: number; description: string },
): string {
  const game = words.achievementDescription(achievement.id, '');
  const describe = DESCRIPTIONS[achievement.key];
  if (game || locale === SOURCE_LOCALE || !describe) return game || achievement.description;
  const count = Number(/\d+/.exec(achievement.description)?.[0] ?? 0);
  const base = findAchievement(achievement.key.replace(/^Avid/, ''));
  return describe(i18n, count, base ? words.achievementName(base.id, base.name) : '');
}
