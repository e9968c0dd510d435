import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MINUTE_MS } from '@/config/constants';
import type { SessionStop } from '@/lib/session/route';
import { phaseWordMidSentence } from '@/lib/time/phase-words';
import type { ClockRegion, PhaseType } from '@/lib/time/phases';
import { fishSubject } from './bite-alert-text';

/** Real minutes before a stop starts that its card comes, unless the player says otherwise. */
const SESSION_ALERT_MINUTES_AHEAD = 1;

/**
 * The alert of one stop of a started session (docs/session.md "Alerts along the route"): a card
 * `minutesAhead` before the stop starts, until it ends. Names are kept as given, in the page's
 * language when the session was started.
 */
export interface SessionAlert {
  /** Unique per session and stop. */
  id: string;
  sessionId: string;
  /** When the stop starts and ends (epoch ms). */
  start: number;
  end: number;
  collectionKey: string;
  /** The collection's name ("Kryta"). */
  where: string;
  clock: ClockRegion;
  phase: PhaseType;
  /** The stop's target fish, by name. */
  fish: string[];
  minutesAhead: number;
}

/**
 * The alerts of a session's stops that start after `now`: a stop already begun is where the
 * player is, on the page they are reading, so it gets none.
 */
export function sessionAlertsOf(
  stops: readonly SessionStop[],
  sessionId: string,
  now: number,
  minutesAhead = SESSION_ALERT_MINUTES_AHEAD,
): SessionAlert[] {
  return stops
    .filter((stop) => stop.start.getTime() > now)
    .map((stop) => ({
      id: `${sessionId}@${stop.start.getTime()}`,
      sessionId,
      start: stop.start.getTime(),
      end: stop.end.getTime(),
      collectionKey: stop.collection.key,
      where: stop.collection.name,
      clock: stop.collection.clock,
      phase: stop.phase,
      fish: stop.targets.map((target) => target.details.name),
      minutesAhead,
    }));
}

/** When an alert's card comes. */
export const sessionAlertCardStart = (alert: SessionAlert) =>
  alert.start - alert.minutesAhead * MINUTE_MS;

/**
 * A started session's alerts once its route has changed ("Plan the rest from now", the page in
 * another language): one per stop of the new route (`route`, from `sessionAlertsOf`), keeping the
 * minutes of an alert already `set` for the same stop; a stop without one gets it only while its
 * card is still ahead, so a card already raised (its alert removed) does not come again.
 */
export function followRoute(
  set: readonly SessionAlert[],
  route: readonly SessionAlert[],
  now: number,
): SessionAlert[] {
  const byId = new Map(set.map((alert) => [alert.id, alert]));
  return route.flatMap((alert) => {
    const had = byId.get(alert.id);
    if (had) return [{ ...alert, minutesAhead: had.minutesAhead }];
    return sessionAlertCardStart(alert) > now ? [alert] : [];
  });
}

/**
 * What an alert is at `now`: `waiting` for its card, `due` (its card comes now, or came while the
 * page was closed and the stop has not ended), or `missed` (the stop is over: no card any more).
 */
export function sessionAlertStatus(alert: SessionAlert, now: number) {
  if (now >= alert.end) return 'missed';
  return now >= sessionAlertCardStart(alert) ? 'due' : 'waiting';
}

/** The fish of a stop: "Moony", "Moony and Eel", "3 fish (Moony, Eel, Carp)". */
function stopFish(fish: readonly string[], i18n: I18n) {
  const subject = fishSubject(fish, i18n);
  if (fish.length <= 2) return subject;
  const names = fish.slice(0, 3).join(', ') + (fish.length > 3 ? ', …' : '');
  return `${subject} (${names})`;
}

/** What a session card says, read live. */
export type SessionStopCard = Pick<SessionAlert, 'where' | 'phase' | 'fish' | 'start'>;

/**
 * A session card's text at `now`: "Session: Kryta next, in 1 min (day) — 3 fish (Moony, Eel,
 * Carp)" (minutes rounded up), then "Session: Kryta now (day) — …" once the stop has started.
 */
export function sessionStopText(stop: SessionStopCard, now: number, i18n: I18n): string {
  const { where } = stop;
  const phase = phaseWordMidSentence(i18n, stop.phase);
  const fish = stopFish(stop.fish, i18n);
  const ahead = stop.start - now;
  if (ahead <= 0) return i18n._(msg`Session: ${where} now (${phase}) — ${fish}`);
  const minutes = Math.ceil(ahead / MINUTE_MS);
  return i18n._(msg`Session: ${where} next, in ${minutes} min (${phase}) — ${fish}`);
}
