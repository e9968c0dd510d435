export { PlannerTab } from './planner-tab';
export { PlanWaypoints } from './plan-waypoints';
export { usePlanCollections } from './use-plan-collections';
