export { PlannerTab } from './planner-tab';
