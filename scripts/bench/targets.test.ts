import { describe, expect, it } from 'vitest';
import { SESSION_SCENARIO, targetVerdict, withTargets } from './targets';

describe('targetVerdict', () => {
  it.each([
    [{ scenario: 'load /', lcpX: 1.9, tbtMs: 120 }, 'LCP 1.9× ≤ 2× ✓, TBT 120 ms ≤ 150 ms ✓'],
    [{ scenario: 'load /', lcpX: 2, tbtMs: 150 }, 'LCP 2× ≤ 2× ✓, TBT 150 ms ≤ 150 ms ✓'],
    [
      { scenario: 'load /region/Krytan', lcpX: 4.97, tbtMs: 135 },
      'LCP 4.97× > 2× ✗, TBT 135 ms ≤ 150 ms ✓',
    ],
    [{ scenario: 'load /launch/regions', tbtMs: 300 }, 'LCP not measured ✗, TBT 300 ms > 150 ms ✗'],
    // bench-ab's rows: the page in `path`, one row per build.
    [{ path: '/', build: 'B', lcpX: 3.03, tbtMs: 98 }, 'LCP 3.03× > 2× ✗, TBT 98 ms ≤ 150 ms ✓'],
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
    { scenario: 'load /help/faq', lcpX: 3 },
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
      { scenario: 'load /', lcpX: 3, tbtMs: 90 },
      { scenario: 'load /help', lcpX: 3 },
    ];
    expect(withTargets(rows)).toEqual([
      { scenario: 'load /', lcpX: 3, tbtMs: 90, target: 'LCP 3× > 2× ✗, TBT 90 ms ≤ 150 ms ✓' },
      { scenario: 'load /help', lcpX: 3 },
    ]);
  });
});
