export { useDailyFishing, type DailyFishing } from './use-daily-fishing';
