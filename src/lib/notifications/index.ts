/**
 * Time notifications: the merge/remove rules of the editor and the pure card scheduler; planner
 * alerts (a card before a fish's bite window) and their scheduler.
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
  cardText,
  dueCards,
  phaseChangeText,
  type PhaseChange,
  type ScheduledCard,
} from './scheduler';
export { timeBarPercent } from './time-bar';
export { biteAlertText, fishSubject } from './bite-alert-text';
export {
  alertCards,
  dueAlertCards,
  findPlannerAlert,
  nextAlertCard,
  setPlannerAlert,
  type AlertCard,
  type AlertRepeat,
  type AlertTarget,
  type PlannerAlert,
  type PlannerAlertDraft,
} from './planner-alerts';
