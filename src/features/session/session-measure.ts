/** User Timing name of one session plan computation (read by `npm run bench`). No imports: Node reads it. */
export const SESSION_MEASURE = 'session-plan';
