export { DailyFishingNote } from './daily-fishing-note';
export { useDailyFishing, type DailyFishing } from './use-daily-fishing';
export { newDailiesMessage, useDailyRefresh } from './use-daily-refresh';
