export { DAILY_ROTATION, ROTATION_ANCHOR, dailyRegionKeys, rotationDailyName } from './rotation';
export { utcDay } from './fishing-dailies';
