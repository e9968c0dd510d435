export { PlannerTab as Component } from '@/features/planner/planner-tab';
