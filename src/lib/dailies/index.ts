export { ROTATION_ANCHOR, dailyRegionKeys, rotationDailyName } from './rotation';
export { utcDay } from './fishing-dailies';
