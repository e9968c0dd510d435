import { useStore } from 'zustand';
import { ADDRESS_DELAY_MS } from '@/config/constants';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import { liveCatalogStore } from '@/data/live-catalog/live-catalog-store';
import { useQueryParamState } from '@/hooks/use-query-param-state';
import { parsePlanView, writePlanView, type PlanView } from '@/lib/planner/scope';

const BUNDLED_KEYS = [...regionIndex, ...otherAchievementIndex].map((entry) => entry.key);
/** The bundle's collections and those the game added (issue 29), as the address may name them. */
const knownKeys = () => [
  ...BUNDLED_KEYS,
  ...liveCatalogStore.getState().newCollections.map((entry) => entry.key),
];

/**
 * The planner's scope and grouping, kept in the address (shareable, bookmarkable) through the
 * shared `useQueryParamState`: a change applies at once to a small store, so a second quick change
 * never reads a stale address and undoes the first; Back / Forward and links are read back.
 */
export function usePlanView(): [PlanView, (change: Partial<PlanView>) => void] {
  const store = useQueryParamState({
    parse: (params) => parsePlanView(params, knownKeys()),
    serialize: (view, params) => writePlanView(params, view),
    delayMs: ADDRESS_DELAY_MS,
    actions: (update) => ({
      // A new scope leaves the link's unknown entries behind (their note goes with them).
      change: (change: Partial<PlanView>) =>
        update((view) => ({
          ...view,
          ...change,
          ...(change.scope && { unknownKeys: undefined }),
        })),
    }),
  });
  const view = useStore(store, (state) => state.value);
  const change = useStore(store, (state) => state.change);
  return [view, change];
}
