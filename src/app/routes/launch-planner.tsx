export { PlannerTab as Component } from '@/features/planner';
