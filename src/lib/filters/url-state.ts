import { BAITS, FISHING_HOLES } from '@/lib/catalog/catalog-enums';
import {
  TIME_FILTER_VALUES,
  type FilterGroup,
  type FilterMode,
  type RegionFilters,
} from './filter-state';

const GROUP_VALUES: Record<FilterGroup, readonly string[]> = {
  time: TIME_FILTER_VALUES,
  bait: BAITS.filter((bait) => bait !== 'ANY'),
  hole: FISHING_HOLES.filter((hole) => hole !== 'ANY'),
};

const GROUPS: readonly FilterGroup[] = ['time', 'bait', 'hole'];

/** Query parameter of a group's inclusive (`time`) or exclusive (`xtime`) values. */
const paramName = (group: FilterGroup, mode: FilterMode) =>
  mode === 'exclusive' ? `x${group}` : group;

/** The auto filter is on unless the address says `auto=off`. */
export const AUTO_PARAM = 'auto';

/** "Show only missing" is on when the address says `missing=1` (region and achievement pages). */
export const MISSING_PARAM = 'missing';

export const parseOnlyMissing = (params: URLSearchParams) => params.get(MISSING_PARAM) === '1';

/** Writes "show only missing" into a copy of `params` (left out when off). */
export function writeOnlyMissing(missing: boolean, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (missing) next.set(MISSING_PARAM, '1');
  else next.delete(MISSING_PARAM);
  return next;
}

/** Whether the address sets any filter a region change keeps (time, auto switch, only missing). */
export const hasKeptFilterParams = (params: URLSearchParams) =>
  ['time', 'xtime', AUTO_PARAM, MISSING_PARAM].some((name) => params.has(name));

/**
 * Reads the filters from a page address's query (docs/regions.md "Region page: filters"):
 * `?time=DAY,NIGHT&xbait=LEECH&hole=RIVER&auto=off`. Unknown values and parameters are ignored,
 * so an edited or outdated link still opens the page; a value listed as both is exclusive.
 */
export function parseFilters(params: URLSearchParams): RegionFilters {
  const filters: RegionFilters = {
    time: {},
    bait: {},
    hole: {},
    auto: params.get(AUTO_PARAM) !== 'off',
    missing: parseOnlyMissing(params),
  };
  for (const group of GROUPS) {
    const selection: Record<string, FilterMode> = {};
    for (const mode of ['inclusive', 'exclusive'] as const) {
      for (const raw of params.getAll(paramName(group, mode))) {
        for (const value of raw.split(',')) {
          const upper = value.trim().toUpperCase();
          if (GROUP_VALUES[group].includes(upper)) selection[upper] = mode;
        }
      }
    }
    Object.assign(filters, { [group]: selection });
  }
  return filters;
}

/**
 * Writes the filters into `params` (other parameters stay), values sorted so the same filters
 * always give the same address. Defaults are left out.
 */
export function writeFilters(
  filters: RegionFilters,
  params = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const group of GROUPS) {
    for (const mode of ['inclusive', 'exclusive'] as const) {
      const name = paramName(group, mode);
      const values = Object.entries(filters[group] as Record<string, FilterMode>)
        .filter(([, m]) => m === mode)
        .map(([value]) => value)
        .sort();
      if (values.length > 0) next.set(name, values.join(','));
      else next.delete(name);
    }
  }
  if (filters.auto) next.delete(AUTO_PARAM);
  else next.set(AUTO_PARAM, 'off');
  return writeOnlyMissing(filters.missing, next);
}
