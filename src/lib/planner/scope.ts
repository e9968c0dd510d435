/**
 * What the planner looks at (issue 15): every regional collection, the pinned regions only, or
 * one collection (a region or a fish achievement). Lives in the address as `?scope=`.
 */
export type PlanScope =
  { kind: 'regions' } | { kind: 'pinned' } | { kind: 'collection'; key: string };

/** How catchable fish are grouped: region → hole → bait (default), or by bait or hole first. */
export const PLAN_GROUPINGS = ['region', 'bait', 'hole'] as const;
export type PlanGrouping = (typeof PLAN_GROUPINGS)[number];

export interface PlanView {
  scope: PlanScope;
  grouping: PlanGrouping;
  /** Whether fish above the player's fishing power stay in the plan (`?power=all`). */
  includeAbovePower: boolean;
}

/** Reads `?scope=regions|pinned|<key>&group=region|bait|hole&power=all`; unknown values fall back. */
export function parsePlanView(params: URLSearchParams, knownKeys: readonly string[]): PlanView {
  const scope = params.get('scope');
  const group = params.get('group');
  return {
    scope:
      scope === 'pinned'
        ? { kind: 'pinned' }
        : scope && knownKeys.includes(scope)
          ? { kind: 'collection', key: scope }
          : { kind: 'regions' },
    grouping: PLAN_GROUPINGS.find((value) => value === group) ?? 'region',
    includeAbovePower: params.get('power') === 'all',
  };
}

/** Writes the view into `params` (defaults are left out, so the plain address stays plain). */
export function writePlanView(params: URLSearchParams, view: PlanView): URLSearchParams {
  const next = new URLSearchParams(params);
  const scope = view.scope.kind === 'collection' ? view.scope.key : view.scope.kind;
  if (scope === 'regions') next.delete('scope');
  else next.set('scope', scope);
  if (view.grouping === 'region') next.delete('group');
  else next.set('group', view.grouping);
  if (view.includeAbovePower) next.set('power', 'all');
  else next.delete('power');
  return next;
}

/** The collections in scope; `pinnedKeys` are the pinned regions' keys. */
export function collectionsInScope<T extends { key: string; kind: 'region' | 'achievement' }>(
  collections: readonly T[],
  scope: PlanScope,
  pinnedKeys: readonly string[],
): T[] {
  if (scope.kind === 'collection') return collections.filter((c) => c.key === scope.key);
  const regions = collections.filter((c) => c.kind === 'region');
  return scope.kind === 'pinned' ? regions.filter((c) => pinnedKeys.includes(c.key)) : regions;
}
