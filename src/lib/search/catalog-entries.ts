import type { I18n } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import type { ItemExtension, OtherAchievement, Region } from '@/lib/catalog/asset-schemas';
import type { AchievementIndexEntry, RegionIndexEntry } from '@/lib/catalog/catalog-index';
import { gameLine } from '@/lib/catalog/fish-descriptions';
import { regionName } from '@/lib/catalog/region-names';
import { baitLabel, holeLabel, timeLabel } from '@/lib/game-words/game-word-labels';
import { collectionName, englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';
import type { SearchEntry } from './search';

/** What a fish result card shows. */
export interface FishResult {
  kind: 'fish';
  itemId: number;
  details: ItemExtension;
  /** Regions whose collection has the fish. */
  regions: RegionIndexEntry[];
  /** Other achievements (World Class, Saltwater…) whose collection has the fish. */
  achievements: AchievementIndexEntry[];
}
export interface RegionResult {
  kind: 'region';
  entry: RegionIndexEntry;
  region: Region;
}
export interface AchievementResult {
  kind: 'achievement';
  entry: AchievementIndexEntry;
  achievement: OtherAchievement;
}
export type CatalogResult = FishResult | RegionResult | AchievementResult;

/** The loaded catalog: each region with its item extensions, and the other achievements. */
export interface CatalogSources {
  regions: readonly {
    entry: RegionIndexEntry;
    region: Region;
    extensions: Record<string, ItemExtension>;
  }[];
  achievements: readonly { entry: AchievementIndexEntry; achievement: OtherAchievement }[];
}

/**
 * A fish's texts besides its name, in the words of `words`: collections, time, bait, holes. Where
 * the app has no word for one of them (a new fish from the game), the game's own line stands in
 * for "Any" (issue 40, G4).
 */
function fishTexts(
  { details, regions, achievements }: FishResult,
  words: GameWordsLookup,
  i18n?: I18n,
) {
  const game = (field: 'time' | 'bait' | 'holes') => gameLine(details, field, words);
  const holes = game('holes');
  return [
    ...regions.flatMap((region) => [
      ...(i18n ? [regionName(i18n, region.key, region.displayName)] : []),
      region.displayName,
      collectionName(words, region, false),
    ]),
    ...achievements.map((achievement) => words.achievementName(achievement.id, achievement.name)),
    ...details.achievements.map((achievement) => achievement.name),
    game('time') ?? timeLabel(words, details.timeOfDay, i18n),
    ...(details.higherChanceTime ? [timeLabel(words, details.higherChanceTime, i18n)] : []),
    game('bait') ?? baitLabel(words, details.bait),
    ...(holes ? [holes] : details.fishingHole.map((hole) => holeLabel(words, hole))),
  ];
}

/**
 * In English, the catalog's words. In another language (issue 30 item 5) the game's words first,
 * then the English ones: the fish's English name among them, so both find it.
 */
function fishFields(
  fish: FishResult,
  words: GameWordsLookup,
  i18n: I18n | undefined,
  locale: Locale,
): string[] {
  const english = fishTexts(fish, englishWords);
  const translated = i18n !== undefined && locale !== SOURCE_LOCALE;
  if (!words.localized && !translated) return english;
  return [...new Set([...fishTexts(fish, words, i18n), fish.details.name, ...english])];
}

/** Texts found beside a name: the game's words in the page's language, then the English ones. */
const besideEnglish = (words: GameWordsLookup, shown: string[], english: string[]) =>
  words.localized ? [...new Set([...shown, ...english])] : english;

/**
 * Search entries for the whole catalog (spec §5 searchable attributes): every fish by name,
 * region, achievement, time of day, bait and fishing hole; every region by name and collection;
 * every other achievement by name. A fish in several collections is one entry. Items without
 * bundled details (trash, treasure) are not fish and are left out. On a German, French or Spanish
 * page (`words`), names are the game's in that language and every text is found by its English
 * word too (issue 30 item 5). With `i18n` in another language, a fish's times of day are also
 * found by our catalogs' words ("Nachts") before the game's come; `locale` is the language `i18n`
 * speaks (the page's).
 */
export function catalogEntries(
  sources: CatalogSources,
  words: GameWordsLookup = englishWords,
  i18n?: I18n,
  locale: Locale = SOURCE_LOCALE,
): SearchEntry<CatalogResult>[] {
  const fish = new Map<number, FishResult>();
  const fishOf = (itemId: number, details: ItemExtension) => {
    let result = fish.get(itemId);
    if (!result) {
      result = { kind: 'fish', itemId, details, regions: [], achievements: [] };
      fish.set(itemId, result);
    }
    return result;
  };
  for (const { entry, region, extensions } of sources.regions) {
    for (const { itemId } of region.fish) {
      const details = extensions[String(itemId)];
      if (details) fishOf(itemId, details).regions.push(entry);
    }
  }
  for (const { entry, achievement } of sources.achievements) {
    for (const bit of achievement.bits) {
      const details = achievement.items[String(bit.id)];
      if (details) fishOf(bit.id, details).achievements.push(entry);
    }
  }

  return [
    ...[...fish.values()].map((data) => ({
      kind: 'fish' as const,
      id: String(data.itemId),
      name: words.itemName(data.itemId, data.details.name),
      fields: fishFields(data, words, i18n, locale),
      data,
    })),
    ...sources.regions.map(({ entry, region }) => ({
      kind: 'region' as const,
      id: entry.key,
      name: i18n ? regionName(i18n, entry.key, entry.displayName) : entry.displayName,
      fields: [
        ...besideEnglish(words, [collectionName(words, entry, false)], [entry.achievementName]),
        // Its English name is found too (on an English page it is the name already).
        ...(i18n && locale !== SOURCE_LOCALE ? [entry.displayName] : []),
      ],
      data: { kind: 'region' as const, entry, region },
    })),
    ...sources.achievements.map(({ entry, achievement }) => ({
      kind: 'achievement' as const,
      id: entry.key,
      name: words.achievementName(entry.id, entry.name),
      // Its English name is found too.
      fields: words.localized ? [entry.name] : [],
      data: { kind: 'achievement' as const, entry, achievement },
    })),
  ];
}
