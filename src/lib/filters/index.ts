/** The Region page's fish filters (spec §4 Filters): pure functions, no React. */
export {
  TIME_FILTER_VALUES,
  cycleFilter,
  emptyFilters,
  keepAcrossRegions,
  nextMode,
  type FilterGroup,
  type FilterMode,
  type RegionFilters,
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
export {
  hasKeptFilterParams,
  parseFilters,
  parseOnlyMissing,
  writeFilters,
  writeOnlyMissing,
} from './url-state';
