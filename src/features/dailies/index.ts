export { DailyFishingNote } from './daily-fishing-note';
export { useDailyDone } from './api/get-daily-done';
export { useDailyFishing, type DailyFishing } from './use-daily-fishing';
export { useDailyRefresh } from './use-daily-refresh';
