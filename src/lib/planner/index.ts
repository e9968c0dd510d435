/**
 * The fishing planner (issue 15): pure functions of the catalog, the progress and an instant;
 * the alerts before its bite windows (issue 27).
 */
export {
  alertCards,
  dueAlertCards,
  findPlannerAlert,
  nextAlertCard,
  type AlertCard,
  type AlertRepeat,
  type AlertTarget,
  type PlannerAlert,
  type PlannerAlertDraft,
} from './alerts';
export { biteWindows, type BiteWindow } from './bite-windows';
export { aboveFishingPower, fishWithinPower } from './fishing-power';
export {
  achievementCollection,
  collectionsInLanguage,
  regionCollection,
  type PlanCollection,
} from './collections';
export {
  almostDone,
  catchableNow,
  comingUp,
  groupFish,
  shoppingList,
  uncaughtFish,
  type ComingUp,
  type Need,
  type PlanFish,
  type PlanGroup,
} from './plan';
export {
  collectionsInScope,
  parsePlanView,
  writePlanView,
  type PlanGrouping,
  type PlanView,
} from './scope';
