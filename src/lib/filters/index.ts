/** The Region page's fish filters (spec §4 Filters): pure functions, no React. */
export {
  TIME_FILTER_VALUES,
  cycleFilter,
  emptyFilters,
  filtersForOtherRegion,
  isDefaultFilters,
  nextMode,
  type FilterGroup,
  type FilterMode,
  type GroupSelection,
  type RegionFilters,
  type TimeFilterValue,
} from './filter-state';
export {
  countMatches,
  fishValues,
  matchesCurrentTime,
  matchesFilters,
  matchesSelection,
  type CurrentTimeOfDay,
  type FilterableFish,
} from './matching';
export { AUTO_PARAM, parseFilters, writeFilters } from './url-state';
