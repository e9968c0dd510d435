export { DailyFishingNote } from './daily-fishing-note';
export { useDailyDone, type DailyDone } from './use-daily-done';
export { useDailyFishing, type DailyFishing } from './use-daily-fishing';
export { newDailiesMessage, useDailyRefresh } from './use-daily-refresh';
