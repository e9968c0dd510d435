/**
 * What the planner looks at (issue 15): every regional collection, the pinned regions only, one
 * collection (a region or a fish achievement), or several named by a link (issue 59: the metas
 * page's "Plan these in the planner"). Lives in the address as `?scope=`, several as `?in=a,b`
 * (shaped like the session's `in=`).
 */
export type PlanScope =
  | { kind: 'regions' }
  | { kind: 'pinned' }
  | { kind: 'collection'; key: string }
  | { kind: 'collections'; keys: readonly string[] };

/** How many entries of `?in=` are read (more than there are collections; a longer list is cut). */
export const MAX_SCOPE_KEYS = 100;

/** How catchable fish are grouped: region → hole → bait (default), or by bait or hole first. */
export const PLAN_GROUPINGS = ['region', 'bait', 'hole'] as const;
export type PlanGrouping = (typeof PLAN_GROUPINGS)[number];

export interface PlanView {
  scope: PlanScope;
  grouping: PlanGrouping;
  /** Whether fish above the player's fishing power stay in the plan (`?power=all`). */
  includeAbovePower: boolean;
  /** Entries of `?in=` that name no collection: left out of the plan, and the planner says so. */
  unknownKeys?: readonly string[];
}

/**
 * Reads a list of collection keys (`Krytan,Desert`): the known ones in the list's order, each
 * once, and the unknown ones apart (each once), so a link with one bad entry keeps the rest.
 */
export function readScopeKeys(
  text: string,
  knownKeys: readonly string[],
): { keys: string[]; unknown: string[] } {
  const entries = [
    ...new Set(
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .slice(0, MAX_SCOPE_KEYS),
    ),
  ];
  return {
    keys: entries.filter((entry) => knownKeys.includes(entry)),
    unknown: entries.filter((entry) => !knownKeys.includes(entry)),
  };
}

/** The scope of a list of known keys: one is that collection, several are `collections`. */
const scopeOfKeys = (keys: readonly string[]): PlanScope | undefined =>
  keys.length > 1
    ? { kind: 'collections', keys }
    : keys[0] !== undefined
      ? { kind: 'collection', key: keys[0] }
      : undefined;

/**
 * Reads `?in=<key>,<key>` or `?scope=regions|pinned|<key>`, `&group=region|bait|hole&power=all`;
 * unknown values fall back. `in=` wins over `scope=`; its unknown entries are listed in
 * `unknownKeys`, and when none is known `scope=` decides.
 */
export function parsePlanView(params: URLSearchParams, knownKeys: readonly string[]): PlanView {
  const scope = params.get('scope');
  const group = params.get('group');
  const list = readScopeKeys(params.get('in') ?? '', knownKeys);
  return {
    scope:
      scopeOfKeys(list.keys) ??
      (scope === 'pinned'
        ? { kind: 'pinned' }
        : scope && knownKeys.includes(scope)
          ? { kind: 'collection', key: scope }
          : { kind: 'regions' }),
    grouping: PLAN_GROUPINGS.find((value) => value === group) ?? 'region',
    includeAbovePower: params.get('power') === 'all',
    ...(list.unknown.length > 0 && { unknownKeys: list.unknown }),
  };
}

/** Writes the view into `params` (defaults are left out, so the plain address stays plain). */
export function writePlanView(params: URLSearchParams, view: PlanView): URLSearchParams {
  const next = new URLSearchParams(params);
  const { scope } = view;
  next.delete('in');
  next.delete('scope');
  if (scope.kind === 'collections') next.set('in', scope.keys.join(','));
  else if (scope.kind === 'collection') next.set('scope', scope.key);
  else if (scope.kind === 'pinned') next.set('scope', 'pinned');
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
  // In the link's order (the metas page lists the cheapest first).
  if (scope.kind === 'collections')
    return scope.keys.flatMap((key) => collections.find((c) => c.key === key) ?? []);
  const regions = collections.filter((c) => c.kind === 'region');
  return scope.kind === 'pinned' ? regions.filter((c) => pinnedKeys.includes(c.key)) : regions;
}
