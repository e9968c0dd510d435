/** User Timing name of one plan computation (read by `npm run bench`). No imports: Node reads it. */
export const PLANNER_MEASURE = 'tfc:plan';
