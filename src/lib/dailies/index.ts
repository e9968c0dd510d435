export {
  DAILY_ROTATION,
  ROTATION_ANCHOR,
  dailyRegionKeys,
  isNewUtcDay,
  rotationDailyName,
} from './rotation';
export { utcDay } from './fishing-dailies';
