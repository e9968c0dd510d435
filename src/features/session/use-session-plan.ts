import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { MINUTE_MS } from '@/config/constants';
import { useMissingRegionKeys } from '@/features/account/region-reach';
import { useTimeDerived } from '@/features/clock/now-store';
import { useFishingPower } from '@/features/fishing-power/fishing-power-store';
import { usePlanCollections } from '@/features/planner/use-plan-collections';
import { useProgress } from '@/features/progress/use-progress';
import { useGameWords } from '@/data/game-words/game-words-store';
import { collectionsInLanguage, type PlanCollection } from '@/lib/planner/collections';
import { uncaughtFish } from '@/lib/planner/plan';
import type { SessionStop } from '@/lib/session/route';
import { routeWindow, toMinute } from '@/lib/session/session-time';
import { useCaughtThisSession } from './catch-log/use-caught-this-session';
import { SWITCH_MINUTES, type SessionState } from './session-form';
import { timedSession } from './timed-session';

export interface SessionPlan {
  stops: SessionStop[];
  /** Every collection, in the page's language (the form offers them). */
  collections: readonly PlanCollection[];
  /** Those the route plans over: the chosen ones, or all when none is chosen. */
  chosen: readonly PlanCollection[];
  errors: readonly Error[];
  /** The catalog is still loading and nothing can be planned yet. */
  pending: boolean;
  /** Where the route starts and the session ends (epoch ms). */
  start: number;
  end: number;
  /** The fish caught since the session started (ticked on the route). */
  caught: ReadonlySet<number>;
  /** The fishing power the plan honours (undefined: not set). */
  fishingPower: number | undefined;
  /** Regions left out because the account cannot reach them. */
  leftOut: ReadonlySet<string>;
}

/** The current minute: "now" for a session whose start the player left open. */
const useNowMinute = () => useTimeDerived(toMinute);

/**
 * The session's route from the form (docs/session.md "The page"): the fish still needed in the
 * chosen collections (marks, the account's progress and Avid rounds count), planned from the start
 * (now, the chosen time, or where the rest was re-planned) to the session's end. Fish caught since
 * the session or its rest started stay on the route, ticked; re-planning leaves them out. A link
 * shown without saving plans with its own power (`viewedPower`), the player's staying as it is.
 */
export function useSessionPlan(
  state: SessionState,
  enabled: boolean,
  viewedPower?: { power: number | undefined },
): SessionPlan {
  const { form, startedAt, restFrom, restOn } = state;
  const { collections: bundled, errors, pending } = usePlanCollections();
  const words = useGameWords();
  const { i18n } = useLingui();
  const collections = useMemo(
    () => collectionsInLanguage(bundled, words, i18n),
    [bundled, words, i18n],
  );
  const { acquired } = useProgress();
  const caughtLog = useCaughtThisSession(startedAt);
  const missing = useMissingRegionKeys();
  const now = useNowMinute();

  const savedPower = useFishingPower();
  const fishingPower = viewedPower ? viewedPower.power : savedPower;
  // From the start, or from the rest's minute held inside the session (`routeWindow`); fish
  // caught before the press leave the route.
  const { start, end } = routeWindow(state, now);
  const leftOut = form.includeMissing ? NONE : missing;

  // The collections the player chose; none chosen is all of them.
  const chosen = useMemo(
    () =>
      form.collections.length
        ? collections.filter((collection) => form.collections.includes(collection.key))
        : collections,
    [collections, form.collections],
  );
  const { fish, caught } = useMemo(() => {
    const since = restFrom ?? startedAt ?? Infinity;
    const caught = new Set(caughtLog.filter((c) => c.at >= since).map((c) => c.itemId));
    const gone = new Set([...acquired, ...caughtLog.map((c) => c.itemId)]);
    caught.forEach((itemId) => gone.delete(itemId));
    return { fish: uncaughtFish(chosen, gone), caught };
  }, [chosen, acquired, caughtLog, restFrom, startedAt]);

  const { minutesPerFish } = form;
  const stops = useMemo(
    () =>
      enabled && end > start
        ? timedSession(fish, {
            start,
            minutes: (end - start) / MINUTE_MS,
            minutesPerFish,
            switchMinutes: SWITCH_MINUTES,
            fishingPower: form.includeAbovePower ? undefined : fishingPower,
            leftOut,
            // A rest planned mid-stop starts on that stop's map (docs/session.md "The model").
            startOn: restFrom === undefined ? undefined : restOn,
          })
        : [],
    [
      enabled,
      fish,
      start,
      end,
      minutesPerFish,
      form.includeAbovePower,
      fishingPower,
      leftOut,
      restFrom,
      restOn,
    ],
  );

  return {
    stops,
    collections,
    chosen,
    errors,
    pending: pending && collections.length === 0,
    start,
    end,
    caught,
    fishingPower,
    leftOut,
  };
}

const NONE: ReadonlySet<string> = new Set();
