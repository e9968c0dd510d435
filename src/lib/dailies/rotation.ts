import { MINUTE_MS } from '@/config/constants';
import type { GameWordsLookup } from '@/lib/game-words/lookup';

/**
 * The daily fishing achievement rotation, used when the game API gives nothing: one daily a day,
 * advancing one step through this order at 00:00 UTC. Order and anchor are facts from the
 * community tools listed in shared/data/fishing-regions.json (dailyFishing), stated to be taken
 * from the wiki.
 */
export const DAILY_ROTATION = [
  'Daily Shiverpeaks Fisher',
  'Daily Desert Fisher',
  'Daily End of Dragons Fisher',
  'Daily Heart of Maguuma Fisher',
  'Daily Ascalon Fisher',
  'Daily Orr Fisher',
  'Daily Kryta Fisher',
  'Daily Maguuma Jungle Fisher',
] as const;

/**
 * The game's ids of the daily fishers (their names are not in the achievements the app asks, and
 * the ids are not public in any category): from the copy of the game's names,
 * scripts/data/sources/game-names-de-fr.json (`dailyAchievementIds`).
 */
const DAILY_ACHIEVEMENT_IDS: Readonly<Record<string, number>> = {
  'Daily Shiverpeaks Fisher': 6286,
  'Daily Desert Fisher': 6427,
  'Daily End of Dragons Fisher': 6067,
  'Daily Heart of Maguuma Fisher': 6492,
  'Daily Ascalon Fisher': 6501,
  'Daily Orr Fisher': 6499,
  'Daily Kryta Fisher': 6297,
  'Daily Maguuma Jungle Fisher': 6364,
};

/** A daily fisher's name in the page's language ("Täglicher Kryta-Fischer"), else as given. */
export function dailyName(words: GameWordsLookup, english: string): string {
  const id = DAILY_ACHIEVEMENT_IDS[english];
  return id === undefined ? english : words.achievementName(id, english);
}

/** The day the rotation is anchored to, and its daily. */
export const ROTATION_ANCHOR = { dateUtc: '2026-07-27', dailyName: 'Daily Shiverpeaks Fisher' };

const DAY_MS = 24 * 60 * MINUTE_MS;

/** Whole UTC days from the anchor date to the UTC date of `now` (negative before it). */
function daysSinceAnchor(now: Date) {
  const anchor = Date.parse(`${ROTATION_ANCHOR.dateUtc}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((today - anchor) / DAY_MS);
}

/** Today's place in `DAILY_ROTATION` for the UTC day of `now`. */
export function rotationIndex(now: Date): number {
  const start = DAILY_ROTATION.indexOf(
    ROTATION_ANCHOR.dailyName as (typeof DAILY_ROTATION)[number],
  );
  const length = DAILY_ROTATION.length;
  return (((start + daysSinceAnchor(now)) % length) + length) % length;
}

/** The daily fishing achievement the rotation gives for the UTC day of `now`. */
export function rotationDailyName(now: Date): string {
  return DAILY_ROTATION[rotationIndex(now)] ?? ROTATION_ANCHOR.dailyName;
}

/** Keys of the regions whose daily fishing achievement is among `dailyNames`. */
export function dailyRegionKeys(
  dailyNames: readonly string[],
  regions: readonly { key: string; dailyAchievementNames: readonly string[] }[],
): string[] {
  const names = new Set(dailyNames);
  return regions
    .filter((region) => region.dailyAchievementNames.some((name) => names.has(name)))
    .map((region) => region.key);
}

/** Whether two instants fall on different UTC days (the daily reset is 00:00 UTC). */
export function isNewUtcDay(previous: Date, now: Date) {
  return daysSinceAnchor(previous) !== daysSinceAnchor(now);
}
