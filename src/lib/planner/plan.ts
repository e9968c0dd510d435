import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BAITS, FISHING_HOLES, type Bait, type FishingHole } from '@/lib/catalog/catalog-enums';
import { fishBaitLabel, fishHolesLabel, gameLine } from '@/lib/catalog/fish-descriptions';
import { baitLabel, holeLabel } from '@/lib/game-words/game-word-labels';
import { englishWords, type GameWordsLookup } from '@/lib/game-words/lookup';
import { getPhase } from '@/lib/time/phases';
import { toEpochMs, type Instant } from '@/lib/time/tyrian-clock';
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
  return fish.filter((entry) => bitesIn(entry.details, phases[entry.collection.clock]));
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
    const { clock } = entry.collection;
    const { timeOfDay, higherChanceTime } = entry.details;
    const key = `${clock}|${timeOfDay}|${higherChanceTime}`;
    if (!windows.has(key)) {
      const [first] = biteWindows(entry.details, clock, now, 1);
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
// A fish whose hint names a word the app does not know is grouped and listed by the game's own
// line (`gameLine`), not with the fish that truly take any bait or hole (issue 40, G4).
const byHole: Level = (fish, i18n, words) => {
  const game = gameLine(fish.details, 'holes', words);
  const label = game ?? fishHolesLabel(fish.details, i18n, words);
  return { id: game ? `game:${game}` : fish.details.fishingHole.join('+'), label };
};
const byBait: Level = (fish, i18n, words) => {
  const game = gameLine(fish.details, 'bait', words);
  const bait = game ?? fishBaitLabel(fish.details, words);
  return { id: game ? `game:${game}` : fish.details.bait, label: i18n._(msg`${bait} bait`) };
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

const isBait = (value: string): value is Bait => (BAITS as readonly string[]).includes(value);
const isHole = (value: string): value is FishingHole =>
  (FISHING_HOLES as readonly string[]).includes(value);

/** A bait or hole to bring, with the fish it serves (`value`: its enum, or the game's line). */
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
  const gameBait = (entry: PlanFish) => gameLine(entry.details, 'bait', words);
  const gameHoles = (entry: PlanFish) => gameLine(entry.details, 'holes', words);
  const takesAnyBait = (entry: PlanFish) => entry.details.bait === 'ANY' && !gameBait(entry);
  const bitesAnywhere = (entry: PlanFish) =>
    entry.details.fishingHole.includes('ANY') && !gameHoles(entry);
  // What the app has no word for is listed by the game's line: its label is its value.
  return {
    baits: needs<string>(
      fish,
      (entry) => (takesAnyBait(entry) ? [] : [gameBait(entry) ?? entry.details.bait]),
      (bait) => (isBait(bait) ? baitLabel(words, bait) : bait),
    ),
    holes: needs<string>(
      fish,
      (entry) => {
        const game = gameHoles(entry);
        if (game) return [game];
        return bitesAnywhere(entry) ? [] : entry.details.fishingHole;
      },
      (hole) => (isHole(hole) ? holeLabel(words, hole) : hole),
    ),
    anyBait: fish.filter(takesAnyBait).length,
    anyHole: fish.filter(bitesAnywhere).length,
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
