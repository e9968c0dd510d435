import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { otherAchievementIndex, regionIndex } from '@/data/catalog-index';
import { parsePlanView, writePlanView, type PlanView } from '@/lib/planner';

const KNOWN_KEYS = [...regionIndex, ...otherAchievementIndex].map((entry) => entry.key);

/** The planner's scope and grouping, kept in the address (shareable, bookmarkable). */
export function usePlanView(): [PlanView, (view: PlanView) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parsePlanView(params, KNOWN_KEYS), [params]);
  const setView = useCallback(
    (next: PlanView) =>
      setParams((current) => writePlanView(current, next), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return [view, setView];
}
