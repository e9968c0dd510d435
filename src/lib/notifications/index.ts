/**
 * Time notifications: the merge/remove rules of the editor and the pure card scheduler; the text
 * of a planner alert's card (its scheduling lives with the bite windows, in `lib/planner`); a
 * started session's alerts before each stop (docs/session.md "Alerts along the route").
 */
export type { TimeNotification, TimeNotificationDraft } from './types';
export {
  addTimeNotification,
  deleteTimeNotification,
  effectiveMinutesAhead,
  removeRegion,
  updateTimeNotification,
} from './rules';
export {
  cardStatus,
  dueCards,
  phaseChangeText,
  type PhaseChange,
  type ScheduledCard,
} from './scheduler';
export { timeBarPercent } from './time-bar';
export { biteAlertText, fishSubject } from './bite-alert-text';
export {
  followRoute,
  sessionAlertCardStart,
  sessionAlertsOf,
  sessionAlertStatus,
  sessionStopText,
  type SessionAlert,
  type SessionStopCard,
} from './session-alerts';
