import { describe, expect, it } from 'vitest';
import { EARLY_FILTER_SCENARIO, SESSION_SCENARIO, targetVerdict, withTargets } from './targets';

describe('targetVerdict', () => {
  it.each([
    [
      { scenario: 'load /', lcpX: 1.9, tbtMs: 120, liveX: 6.9 },
      'LCP 1.9× ≤ 2× ✓, TBT 120 ms ≤ 150 ms ✓, live 6.9× ≤ 7× ✓',
    ],
    [
      { scenario: 'load /', lcpX: 2, tbtMs: 150, liveX: 7 },
      'LCP 2× ≤ 2× ✓, TBT 150 ms ≤ 150 ms ✓, live 7× ≤ 7× ✓',
    ],
    [
      { scenario: 'load /region/Krytan', lcpX: 4.97, tbtMs: 135, liveX: 17.3 },
      'LCP 4.97× > 2× ✗, TBT 135 ms ≤ 150 ms ✓, live 17.3× > 7× ✗',
    ],
    [
      { scenario: 'load /launch/regions', tbtMs: 300 },
      'LCP not measured ✗, TBT 300 ms > 150 ms ✗, live not measured ✗',
    ],
    [{ scenario: 'load /help', liveX: 11 }, 'live 11× > 7× ✗'],
    [{ scenario: 'load /de/region/Krytan', liveX: 5.2 }, 'live 5.2× ≤ 7× ✓'],
    [{ scenario: 'load /launch/planner', contentVisibleX: 24.8 }, 'first result 24.8× > 9× ✗'],
    [{ scenario: 'load /launch/session', contentVisibleX: 9 }, 'first result 9× ≤ 9× ✓'],
    [{ scenario: EARLY_FILTER_SCENARIO, answeredX: 18.9 }, 'answered 18.9× > 7× ✗'],
    // bench-ab's rows: the page in `path`, one row per build.
    [
      { path: '/', build: 'B', lcpX: 3.03, tbtMs: 98, liveX: 4 },
      'LCP 3.03× > 2× ✗, TBT 98 ms ≤ 150 ms ✓, live 4× ≤ 7× ✓',
    ],
    [
      { scenario: 'typing 15 keys: search (/launch/search)', mainThreadPerKeyMs: 88 },
      'per key 88 ms > 50 ms ✗',
    ],
    [{ path: 'typing', build: 'A', perKeyMs: 41 }, 'per key 41 ms ≤ 50 ms ✓'],
    [{ scenario: SESSION_SCENARIO, sessionPlanMaxMs: 38.2 }, 'plan 38.2 ms ≤ 100 ms ✓'],
    [{ scenario: SESSION_SCENARIO, sessionPlanMaxMs: 140 }, 'plan 140 ms > 100 ms ✗'],
    [{ scenario: SESSION_SCENARIO }, 'plan not measured ✗'],
  ])('%o → %s', (row, verdict) => {
    expect(targetVerdict(row)).toBe(verdict);
  });

  it.each([
    { scenario: 'load floor: empty static page', lcpX: 1 },
    { scenario: 'load /help/faq', lcpX: 3, liveX: 12 },
    { scenario: 'load warm /', lcpX: 3 },
    { scenario: 'typing 15 keys: plain text field (floor)', mainThreadPerKeyMs: 12 },
    { path: 'typing', build: 'plain field', perKeyMs: 12 },
    { path: '/', build: 'floor', lcpX: 1, tbtMs: 0 },
  ])('has no target for %o', (row) => {
    expect(targetVerdict(row)).toBeUndefined();
  });
});

describe('withTargets', () => {
  it('adds the verdict only where a row has targets', () => {
    const rows = [
      { scenario: 'load /', lcpX: 3, tbtMs: 90, liveX: 5 },
      { scenario: 'load /help/faq', lcpX: 3 },
    ];
    expect(withTargets(rows)).toEqual([
      {
        scenario: 'load /',
        lcpX: 3,
        tbtMs: 90,
        liveX: 5,
        target: 'LCP 3× > 2× ✗, TBT 90 ms ≤ 150 ms ✓, live 5× ≤ 7× ✓',
      },
      { scenario: 'load /help/faq', lcpX: 3 },
    ]);
  });
});
