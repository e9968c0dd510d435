/** User Timing name of one search computation (read by `npm run bench`). No imports: Node reads it. */
export const SEARCH_MEASURE = 'tfc:search';
