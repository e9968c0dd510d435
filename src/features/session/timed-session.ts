import { planSession, type SessionSettings } from '@/lib/session/route';
import type { PlanFish } from '@/lib/planner/plan';
import { SESSION_MEASURE } from './session-measure';

/**
 * The session's route, recorded as a performance measure so its cost in a real browser can be
 * watched (`npm run bench`: 120 minutes over every collection at 4× throttle).
 */
export function timedSession(fish: readonly PlanFish[], settings: SessionSettings) {
  const start = performance.now();
  const stops = planSession(fish, settings);
  performance.measure?.(SESSION_MEASURE, { start, end: performance.now() });
  return stops;
}
