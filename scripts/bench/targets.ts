// Issue 28 item 7's paint and smoothness targets and issue 56's response targets
// (docs/performance.md "Targets and where they stand"), written beside the bench's rows so every
// run says which are met.
type Row = Record<string, string | number | undefined>;

/** The pages whose first load has paint targets. */
const TARGET_PAGES = ['/', '/launch/regions', '/region/Krytan'];
/** The pages that must answer a press soon (issue 56), and how soon: × the empty page's LCP. */
const LIVE_PAGES = ['/', '/help', '/launch/regions', '/region/Krytan', '/de/region/Krytan'];
const MAX_LIVE_X = 7;
/** The pages computed in the browser: their first result (the main content), × the empty page's LCP. */
const FIRST_RESULT_PAGES = ['/launch/planner', '/launch/session'];
const MAX_FIRST_RESULT_X = 9;
/** A filter pressed as soon as it shows, answered (`scripts/bench/region-scenarios.ts`). */
export const EARLY_FILTER_SCENARIO = 'region: a filter pressed as soon as it shows';
const MAX_EARLY_FILTER_X = 7;
/** LCP at most this many times the empty page's, in the same run. */
const MAX_LCP_X = 2;
/** Total blocking time after the first paint. */
const MAX_TBT_MS = 150;
/** The search's main-thread time per key. */
const MAX_PER_KEY_MS = 50;
/** A 2-hour session over every collection, planned in the browser (issue 42). */
const MAX_SESSION_PLAN_MS = 100;
/** The session scenario's row (`scripts/bench/session-scenarios.ts`). */
export const SESSION_SCENARIO = 'session: plan 2 hours over every collection';

const check = (label: string, value: unknown, max: number, unit: string) =>
  typeof value === 'number'
    ? `${label} ${value}${unit} ${value <= max ? `≤ ${max}${unit} ✓` : `> ${max}${unit} ✗`}`
    : `${label} not measured ✗`;

/**
 * The row's verdict against its targets, or undefined for a row without any: a first load of a
 * target page (`load /`; bench-ab's rows name it `path`), the search's typing or the session's plan.
 */
export function targetVerdict(row: Row): string | undefined {
  // bench-ab's reference rows: the empty page and the plain field.
  if (row.build === 'floor' || row.build === 'plain field') return undefined;
  const name = String(row.scenario ?? row.path ?? '');
  const is = (pages: string[]) => pages.some((page) => name === page || name === `load ${page}`);
  const verdicts = [
    ...(is(TARGET_PAGES)
      ? [check('LCP', row.lcpX, MAX_LCP_X, '×'), check('TBT', row.tbtMs, MAX_TBT_MS, ' ms')]
      : []),
    ...(is(LIVE_PAGES) ? [check('live', row.liveX, MAX_LIVE_X, '×')] : []),
    ...(is(FIRST_RESULT_PAGES)
      ? [check('first result', row.contentVisibleX, MAX_FIRST_RESULT_X, '×')]
      : []),
  ];
  if (verdicts.length > 0) return verdicts.join(', ');
  if (name === EARLY_FILTER_SCENARIO)
    return check('answered', row.answeredX, MAX_EARLY_FILTER_X, '×');
  if (name === SESSION_SCENARIO)
    return check('plan', row.sessionPlanMaxMs, MAX_SESSION_PLAN_MS, ' ms');
  if (name === 'typing' || /^typing .*search/.test(name))
    return check('per key', row.mainThreadPerKeyMs ?? row.perKeyMs, MAX_PER_KEY_MS, ' ms');
  return undefined;
}

/** Every row with its `target` verdict, where it has targets. */
export const withTargets = (rows: Row[]): Row[] =>
  rows.map((row) => {
    const target = targetVerdict(row);
    return target === undefined ? row : { ...row, target };
  });
