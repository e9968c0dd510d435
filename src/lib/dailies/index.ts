export {
  DAILY_ROTATION,
  ROTATION_ANCHOR,
  dailyRegionKeys,
  isNewUtcDay,
  rotationDailyName,
} from './rotation';
export { fishingDailyNames, isFishingDailyName, utcDay } from './fishing-dailies';
