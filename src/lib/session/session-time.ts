/**
 * A session's rules over time, written once (docs/session.md "Running, in one place"): where it
 * starts and ends, whether it runs, starting, ending and re-planning it, and which instants it
 * may read at all. Pure: every function takes `now`.
 */
import { MINUTE_MS } from '@/config/constants';
import { isPhaseInstant } from '@/lib/time/phases';
import { SESSION_LENGTHS, type SessionState } from './session-state';

/** How far from now an instant the session reads may lie: a year (and a day, for a leap year). */
export const SESSION_WINDOW_MS = 366 * 24 * 60 * MINUTE_MS;

const LONGEST_MS = Math.max(...SESSION_LENGTHS) * MINUTE_MS;

/** The minute an instant falls in: the one rounding of the session's instants. */
export const toMinute = (instant: number) => Math.floor(instant / MINUTE_MS) * MINUTE_MS;

/**
 * Whether the session may read `instant` at `now` (from the address, the store or a file): a
 * finite number within a year of now, whose longest session still ends on a valid date. Anything
 * else is refused where it enters, so the time engine never sees it (issue 57, fault S1).
 */
export function isSessionInstant(instant: unknown, now: number): instant is number {
  return (
    typeof instant === 'number' &&
    Number.isFinite(instant) &&
    Math.abs(instant - now) <= SESSION_WINDOW_MS &&
    isPhaseInstant(instant) &&
    isPhaseInstant(instant + LONGEST_MS)
  );
}

/**
 * Where the session starts: the chosen start; a start left open is the minute it was started,
 * or, before that, the current minute.
 */
export function sessionStart({ form, startedAt }: SessionState, now: number): number {
  return form.start ?? toMinute(startedAt ?? now);
}

/** Where the session ends: its start plus its length. */
export const sessionEnd = (state: SessionState, now: number) =>
  sessionStart(state, now) + state.form.minutes * MINUTE_MS;

/**
 * The one rule for "a session runs": "Start session" was pressed and its end is not reached.
 * The form, the button, the alerts and a shared link all ask this.
 */
export const isSessionRunning = (state: SessionState, now: number) =>
  state.startedAt !== undefined && now < sessionEnd(state, now);

/**
 * The route's window: from the session's start, or from where its rest was re-planned (its
 * minute, held inside the session: a rest before the start plans from the start, one after the
 * end plans nothing), to its end.
 */
export function routeWindow(state: SessionState, now: number): { start: number; end: number } {
  const start = sessionStart(state, now);
  const end = start + state.form.minutes * MINUTE_MS;
  const { restFrom } = state;
  if (restFrom === undefined) return { start, end };
  return { start: Math.min(Math.max(toMinute(restFrom), start), end), end };
}

/**
 * "Start session": the start is fixed (the current minute, unless the player chose a time). A
 * session still running keeps its start and re-plan, and with them the catch log counted from
 * it; otherwise it starts anew.
 */
export function startSession(state: SessionState, now: number): SessionState {
  const form = { ...state.form, start: state.form.start ?? toMinute(now) };
  return isSessionRunning(state, now)
    ? { ...state, form }
    : { form, startedAt: now, restFrom: undefined, restOn: undefined };
}

/** "End session": the form stays, the start and re-plan go. */
export const endSession = ({ form }: SessionState): SessionState => ({ form });

/** "Plan the rest from now", on the map the route had the player on (`collectionAt`), if any. */
export const planRest = (state: SessionState, now: number, on?: string): SessionState => ({
  ...state,
  restFrom: now,
  restOn: on,
});

/** The session's instants that it may not read at `now` (`isSessionInstant`), by field. */
export function unreadableInstants({ form, startedAt, restFrom }: SessionState, now: number) {
  const fields = { start: form.start, startedAt, restFrom };
  return (Object.keys(fields) as (keyof typeof fields)[]).filter(
    (field) => fields[field] !== undefined && !isSessionInstant(fields[field], now),
  );
}

/** The session without the instants it may not read at `now`: each left open instead. */
export function withReadableInstants(state: SessionState, now: number): SessionState {
  const keep = (instant: number | undefined) =>
    instant !== undefined && isSessionInstant(instant, now) ? instant : undefined;
  return {
    form: { ...state.form, start: keep(state.form.start) },
    startedAt: keep(state.startedAt),
    restFrom: keep(state.restFrom),
    // The map belongs to its rest: without a readable rest it goes too.
    restOn: keep(state.restFrom) === undefined ? undefined : state.restOn,
  };
}
