export { DailyFishingNote, OrrDailyCaveat } from './daily-fishing-note';
export { useDailyFishing, type DailyFishing } from './use-daily-fishing';
export { useDailyRefresh } from './use-daily-refresh';
