import { MINUTE_MS } from '@/config/constants';
import type { Bait, FishingHole } from '@/lib/catalog/catalog-enums';
import { aboveFishingPower } from '@/lib/planner/fishing-power';
import type { PlanCollection } from '@/lib/planner/collections';
import type { PlanFish } from '@/lib/planner/plan';
import { getPhase, type PhaseType } from '@/lib/time/phases';
import { TIME_OF_DAY_BY_PHASE } from '@/lib/time/time-of-day';
import { bitesIn } from '@/lib/planner/bite-windows';
import { isPhaseInstant } from '@/lib/time/phases';

/** What a session plan assumes; the player can change the minutes (docs/session.md "The model"). */
export interface SessionSettings {
  /** Real instant the session starts (epoch ms). */
  start: number;
  /** Its length in real minutes. */
  minutes: number;
  /** Real minutes assumed to catch one fish in its window. */
  minutesPerFish: number;
  /** Real minutes assumed to move to another collection's map (waypoint, loading, walk). */
  switchMinutes: number;
  /** The player's fishing power; a fish needing more is left out (undefined: not known). */
  fishingPower?: number;
  /** Collections left out (e.g. behind an expansion the account lacks), by key. */
  leftOut?: ReadonlySet<string>;
  /**
   * The collection (by key) the player is on at the start, when the app knows it: a rest planned
   * in the middle of a stop starts on that stop's map, so staying there costs no switch.
   */
  startOn?: string;
}

/** One place and stretch of a session, and what to catch there. */
export interface SessionStop {
  start: Date;
  end: Date;
  collection: PlanCollection;
  /** The phase of the collection's clock during the stop (stops end where it ends). */
  phase: PhaseType;
  /** Minutes of the stop spent reaching it (0 when the previous stop was on the same map). */
  switchMinutes: number;
  /** The fish to catch, in order: those whose window closes soonest first. */
  targets: PlanFish[];
  holes: FishingHole[];
  baits: Bait[];
}

/** Whether a fish bites only in some phases (so this phase may be its only chance for a while). */
const isTimeBound = (fish: PlanFish) => fish.details.timeOfDay !== 'ANY';

/** Fish biting now ranked for a stop: time-bound first, then a higher chance now, then by id. */
function rankTargets(fish: readonly PlanFish[], phase: PhaseType): PlanFish[] {
  const now = TIME_OF_DAY_BY_PHASE[phase];
  const rank = (entry: PlanFish) =>
    (isTimeBound(entry) ? 0 : 2) + (entry.details.higherChanceTime === now ? 0 : 1);
  return [...fish].sort((a, b) => rank(a) - rank(b) || a.itemId - b.itemId);
}

/** A stop's worth: a time-bound fish counts double, since an ANY fish can wait. */
const worth = (targets: readonly PlanFish[]) =>
  targets.reduce((sum, entry) => sum + (isTimeBound(entry) ? 2 : 1), 0);

const distinct = <T>(values: T[]) => [...new Set(values)];

interface Candidate {
  collection: PlanCollection;
  phase: PhaseType;
  phaseEnd: number;
  switchMinutes: number;
  targets: PlanFish[];
}

/** The best stop starting at `at` after `previous`, or undefined where nothing can be caught. */
function bestStop(
  pool: readonly PlanFish[],
  collections: readonly PlanCollection[],
  at: number,
  end: number,
  previous: string | undefined,
  settings: SessionSettings,
): Candidate | undefined {
  let best: Candidate | undefined;
  for (const collection of collections) {
    const phase = getPhase(at, collection.clock);
    const switchMinutes = collection.key === previous ? 0 : settings.switchMinutes;
    const phaseEnd = Math.min(phase.end.getTime(), end);
    const capacity = Math.floor(
      ((phaseEnd - at) / MINUTE_MS - switchMinutes) / settings.minutesPerFish,
    );
    if (capacity <= 0) continue;
    const biting = pool.filter(
      (entry) => entry.collection === collection && bitesIn(entry.details, phase.type),
    );
    const targets = rankTargets(biting, phase.type).slice(0, capacity);
    if (targets.length === 0) continue;
    const candidate = { collection, phase: phase.type, phaseEnd, switchMinutes, targets };
    // Ties keep the earlier candidate: the same map first (it costs no switch), then list order.
    const better =
      !best ||
      worth(targets) > worth(best.targets) ||
      (worth(targets) === worth(best.targets) && switchMinutes < best.switchMinutes);
    if (better) best = candidate;
  }
  return best;
}

/** The earliest phase change after `at` on any clock the collections follow. */
function nextPhaseChange(collections: readonly PlanCollection[], at: number): number {
  const clocks = distinct(collections.map((collection) => collection.clock));
  return Math.min(...clocks.map((clock) => getPhase(at, clock).end.getTime()));
}

/**
 * A session's route: from the start, again and again the collection where the most fish that
 * bite now can be caught before its clock's phase ends (a switch of maps costs its minutes), each
 * fish planned once even where it counts in two collections. Deterministic: the same fish,
 * settings and instant give the same stops. Where nothing can be caught, the route waits for the
 * next phase change. `fish` are those still needed (the caller counts marks, the account and Avid
 * rounds). A start or end the phase tables cannot answer for (not finite, past the valid dates)
 * plans nothing: callers bound the session's instants first (`isSessionInstant`).
 */
export function planSession(fish: readonly PlanFish[], settings: SessionSettings): SessionStop[] {
  // At least a minute a fish, so every stop moves the route on.
  settings = { ...settings, minutesPerFish: Math.max(1, settings.minutesPerFish) };
  const end = settings.start + settings.minutes * MINUTE_MS;
  if (!isPhaseInstant(settings.start) || !isPhaseInstant(end)) return [];
  const power = settings.fishingPower;
  let pool = fish.filter(
    (entry) =>
      !settings.leftOut?.has(entry.collection.key) &&
      !aboveFishingPower(entry.details.fishingPower, power),
  );
  const collections = distinct(pool.map((entry) => entry.collection));
  const stops: SessionStop[] = [];
  let at = settings.start;
  // The first stop costs a switch, unless the player is known to be on its map already.
  let previous = settings.startOn;
  while (at < end && pool.length > 0) {
    const stop = bestStop(pool, collections, at, end, previous, settings);
    if (!stop) {
      at = Math.min(nextPhaseChange(collections, at), end);
      continue;
    }
    const minutes = stop.switchMinutes + stop.targets.length * settings.minutesPerFish;
    const stopEnd = Math.min(at + minutes * MINUTE_MS, stop.phaseEnd);
    stops.push({
      start: new Date(at),
      end: new Date(stopEnd),
      collection: stop.collection,
      phase: stop.phase,
      switchMinutes: stop.switchMinutes,
      targets: stop.targets,
      holes: distinct(stop.targets.flatMap((entry) => entry.details.fishingHole)),
      baits: distinct(stop.targets.map((entry) => entry.details.bait)),
    });
    const planned = new Set(stop.targets.map((entry) => entry.itemId));
    pool = pool.filter((entry) => !planned.has(entry.itemId));
    previous = stop.collection.key;
    at = stopEnd;
  }
  return stops;
}

/**
 * The collection (by key) the route has the player on at `at`: the stop under way, between two
 * stops the last one, after the route its last; before the first stop none (the app cannot know).
 */
export function collectionAt(stops: readonly SessionStop[], at: number): string | undefined {
  let on: string | undefined;
  for (const stop of stops) {
    if (stop.start.getTime() > at) break;
    on = stop.collection.key;
  }
  return on;
}

/** The bait a session needs: each bait with how many of the route's fish take it, most first. */
export function sessionBait(stops: readonly SessionStop[]): { bait: Bait; fish: number }[] {
  const counts = new Map<Bait, number>();
  for (const entry of stops.flatMap((stop) => stop.targets)) {
    counts.set(entry.details.bait, (counts.get(entry.details.bait) ?? 0) + 1);
  }
  return [...counts]
    .map(([bait, fish]) => ({ bait, fish }))
    .sort((a, b) => b.fish - a.fish || (a.bait < b.bait ? -1 : 1));
}
