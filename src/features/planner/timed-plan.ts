import type { I18n } from '@lingui/core';
import { catchableNow, comingUp, groupFish, type PlanFish } from '@/lib/planner/plan';
import type { PlanGrouping } from '@/lib/planner/scope';
import type { GameWordsLookup } from '@/lib/game-words/lookup';
import { PLANNER_MEASURE } from './planner-measure';

/**
 * The plan at `now`: what bites, grouped, and what comes next — recorded as a performance measure
 * so its cost at a phase change can be watched in a real browser (`npm run bench`).
 */
export function timedPlan(
  fish: readonly PlanFish[],
  now: number,
  grouping: PlanGrouping,
  i18n: I18n,
  words: GameWordsLookup,
) {
  const start = performance.now();
  const plan = {
    now: groupFish(catchableNow(fish, now), grouping, i18n, words),
    later: comingUp(fish, now),
  };
  performance.measure?.(PLANNER_MEASURE, { start, end: performance.now() });
  return plan;
}
