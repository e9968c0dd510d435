import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Bait, FishingHole } from '@/data/catalog-enums';
import { fishHolesLabel } from '@/data/fish-descriptions';
import { baitLabel, holeLabel } from '@/lib/game-words/game-word-labels';
import { englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';
import { getPhase, toEpochMs, type Instant } from '@/lib/time';
import { biteWindows, bitesIn, type BiteWindow } from './bite-windows';
import type { PlanCollection } from './collections';
import type { PlanGrouping } from './scope';

/** An uncaught fish of a collection in scope. */
export interface PlanFish {
  itemId: number;
  details: PlanCollection['fish'][number]['details'];
  collection: PlanCollection;
}

/** The fish of `collections` not in `acquired` (a fish in two collections counts in each). */
export function uncaughtFish(
  collections: readonly PlanCollection[],
  acquired: ReadonlySet<number>,
): PlanFish[] {
  return collections.flatMap((collection) =>
    collection.fish
      .filter((entry) => !acquired.has(entry.itemId))
      .map((entry) => ({ ...entry, collection })),
  );
}

/** The fish that bite now: each clock's phase is read once, not once per fish. */
export function catchableNow(fish: readonly PlanFish[], now: Instant): PlanFish[] {
  const phases = { TYRIA: getPhase(now, 'TYRIA').type, CANTHA: getPhase(now, 'CANTHA').type };
  return fish.filter((entry) => bitesIn(entry.details, phases[entry.collection.locale]));
}

/** A fish that does not bite now, with its next window. */
export interface ComingUp {
  fish: PlanFish;
  next: BiteWindow;
}

/**
 * The fish that do not bite now, soonest window first (then by name). Fish with the same clock
 * and times share their windows, so each distinct (clock, time, higher-chance time) is computed
 * once — a handful for the whole catalog.
 */
export function comingUp(fish: readonly PlanFish[], now: Instant): ComingUp[] {
  const windows = new Map<string, BiteWindow | undefined>();
  const entries: ComingUp[] = [];
  for (const entry of fish) {
    const { locale } = entry.collection;
    const { timeOfDay, higherChanceTime } = entry.details;
    const key = `${locale}|${timeOfDay}|${higherChanceTime}`;
    if (!windows.has(key)) {
      const [first] = biteWindows(entry.details, locale, now, 1);
      // Biting now (or always): not coming up.
      windows.set(key, first && first.start.getTime() > toEpochMs(now) ? first : undefined);
    }
    const next = windows.get(key);
    if (next) entries.push({ fish: entry, next });
  }
  return entries.sort(
    (a, b) =>
      a.next.start.getTime() - b.next.start.getTime() ||
      (a.fish.details.name < b.fish.details.name ? -1 : 1),
  );
}

/** One level of the grouped catchable list; leaves hold the fish. */
export interface PlanGroup {
  id: string;
  label: string;
  count: number;
  /** The collection, on region-level groups (its fishing power and waypoints). */
  collection?: PlanCollection;
  children: PlanGroup[];
  fish: PlanFish[];
}

type Level = (
  fish: PlanFish,
  i18n: I18n,
  words: GameWordsLookup,
) => { id: string; label: string; collection?: PlanCollection };

const byRegion: Level = (fish) => ({
  id: fish.collection.key,
  label: fish.collection.name,
  collection: fish.collection,
});
const byHole: Level = (fish, i18n, words) => ({
  id: fish.details.fishingHole.join('+'),
  label: fishHolesLabel(fish.details, i18n, words),
});
const byBait: Level = (fish, i18n, words) => {
  const bait = baitLabel(words, fish.details.bait);
  return { id: fish.details.bait, label: i18n._(msg`${bait} bait`) };
};

const LEVELS: Record<PlanGrouping, Level[]> = {
  region: [byRegion, byHole, byBait],
  bait: [byBait, byRegion],
  hole: [byHole, byRegion],
};

function groupLevel(
  fish: readonly PlanFish[],
  levels: readonly Level[],
  parent: string,
  i18n: I18n,
  words: GameWordsLookup,
): PlanGroup[] {
  const [level, ...rest] = levels;
  if (!level) return [];
  const groups = new Map<string, PlanGroup>();
  for (const entry of fish) {
    const { id, label, collection } = level(entry, i18n, words);
    const group = groups.get(id) ?? {
      id: `${parent}/${id}`,
      label,
      count: 0,
      collection,
      children: [],
      fish: [],
    };
    group.count += 1;
    group.fish.push(entry);
    groups.set(id, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    children: groupLevel(group.fish, rest, group.id, i18n, words),
    fish: rest.length ? [] : group.fish,
  }));
}

/**
 * The catchable fish grouped as chosen, groups in first-seen (collection and bit) order, labelled
 * in `i18n`'s language with the game's `words`.
 */
export const groupFish = (
  fish: readonly PlanFish[],
  grouping: PlanGrouping,
  i18n: I18n,
  words: GameWordsLookup = englishWords,
): PlanGroup[] => groupLevel(fish, LEVELS[grouping], '', i18n, words);

/** A bait or hole to bring, with the fish it serves. */
export interface Need<V extends string> {
  value: V;
  label: string;
  fish: PlanFish[];
}

function needs<V extends string>(
  fish: readonly PlanFish[],
  valuesOf: (fish: PlanFish) => readonly V[],
  label: (value: V) => string,
): Need<V>[] {
  const byValue = new Map<V, PlanFish[]>();
  for (const entry of fish) {
    for (const value of valuesOf(entry)) byValue.set(value, [...(byValue.get(value) ?? []), entry]);
  }
  return [...byValue]
    .map(([value, served]) => ({ value, label: label(value), fish: served }))
    .sort((a, b) => b.fish.length - a.fish.length || a.label.localeCompare(b.label));
}

/**
 * What to bring for the fish in scope: each special bait, and each hole a fish needs (a fish that
 * bites in any hole needs none), most fish served first.
 */
export function shoppingList(fish: readonly PlanFish[], words: GameWordsLookup = englishWords) {
  return {
    baits: needs<Bait>(
      fish,
      (entry) => (entry.details.bait === 'ANY' ? [] : [entry.details.bait]),
      (bait) => baitLabel(words, bait),
    ),
    holes: needs<FishingHole>(
      fish,
      (entry) => (entry.details.fishingHole.includes('ANY') ? [] : entry.details.fishingHole),
      (hole) => holeLabel(words, hole),
    ),
    anyBait: fish.filter((entry) => entry.details.bait === 'ANY').length,
    anyHole: fish.filter((entry) => entry.details.fishingHole.includes('ANY')).length,
  };
}

/** Collections with one to `most` fish left, with those fish. */
export function almostDone(fish: readonly PlanFish[], most = 3) {
  const byCollection = new Map<string, PlanFish[]>();
  for (const entry of fish) {
    byCollection.set(entry.collection.key, [
      ...(byCollection.get(entry.collection.key) ?? []),
      entry,
    ]);
  }
  return [...byCollection.values()]
    .filter((left) => left.length <= most)
    .map((left) => ({ collection: left[0]!.collection, fish: left }));
}
