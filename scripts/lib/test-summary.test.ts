import { describe, expect, it } from 'vitest';
import { summarize } from './test-summary.mjs';

const vitest = (passed: number, failed = 0, pending = 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: pending,
  numTodoTests: 0,
});

type Status = 'expected' | 'unexpected' | 'flaky' | 'skipped';

/** A Playwright report of one file: a test at its top, then a describe's tests, by status. */
function playwright(top: Status, grouped: Status[] = []) {
  const count = (status: Status) => [top, ...grouped].filter((each) => each === status).length;
  return {
    stats: {
      expected: count('expected'),
      unexpected: count('unexpected'),
      flaky: count('flaky'),
      skipped: count('skipped'),
    },
    suites: [
      {
        title: 'a.spec.ts',
        file: 'a.spec.ts',
        specs: [{ title: 'top', tests: [{ projectName: 'chromium', status: top }] }],
        suites: [
          {
            title: 'group',
            file: 'a.spec.ts',
            specs: grouped.map((status, index) => ({
              title: `test ${index}`,
              tests: [{ projectName: 'chromium', status }],
            })),
          },
        ],
      },
    ],
  };
}

describe('summarize', () => {
  it.each([
    {
      case: 'every test passed on its first try',
      reports: { vitest: vitest(10), playwright: playwright('expected', ['expected']) },
      lines: ['12 passed, 0 flaky, 0 failed, 0 skipped'],
      ok: true,
    },
    {
      case: 'a test passed only on its retry: listed by name, not counted as passed, fails',
      reports: { vitest: vitest(10), playwright: playwright('expected', ['expected', 'flaky']) },
      lines: [
        '12 passed, 1 flaky, 0 failed, 0 skipped',
        'Flaky (passed only on a retry):',
        '  chromium › a.spec.ts › group › test 1',
      ],
      ok: false,
    },
    {
      case: 'a browser test failed every try: listed by name',
      reports: { vitest: vitest(10), playwright: playwright('unexpected', ['expected']) },
      lines: ['11 passed, 0 flaky, 1 failed, 0 skipped', 'Failed:', '  chromium › a.spec.ts › top'],
      ok: false,
    },
    {
      case: 'a unit test failed',
      reports: { vitest: vitest(9, 1), playwright: playwright('expected') },
      lines: ['10 passed, 0 flaky, 1 failed, 0 skipped'],
      ok: false,
    },
    {
      case: 'skipped tests are counted apart and fail nothing',
      reports: { vitest: vitest(5, 0, 2), playwright: playwright('skipped', ['expected']) },
      lines: ['6 passed, 0 flaky, 0 failed, 3 skipped'],
      ok: true,
    },
    {
      case: 'the browser tests did not finish',
      reports: { vitest: vitest(10) },
      lines: [
        '10 passed, 0 flaky, 0 failed, 0 skipped',
        'Missing: reports/playwright.json (its runner did not finish)',
      ],
      ok: false,
    },
    {
      case: 'the browser run stopped at its global timeout: the tests it did not run are skipped',
      reports: {
        vitest: vitest(10),
        playwright: {
          ...playwright('expected', ['skipped']),
          errors: [{ message: 'Timed out waiting 2400s for the test suite to run' }],
        },
      },
      lines: [
        '11 passed, 0 flaky, 0 failed, 1 skipped',
        'Browser run: Timed out waiting 2400s for the test suite to run',
      ],
      ok: false,
    },
    {
      case: 'no report at all',
      reports: {},
      lines: [
        '0 passed, 0 flaky, 0 failed, 0 skipped',
        'Missing: reports/vitest.json (its runner did not finish)',
        'Missing: reports/playwright.json (its runner did not finish)',
      ],
      ok: false,
    },
  ])('$case', ({ reports, lines, ok }) => {
    const summary = summarize(reports);
    expect(summary.lines).toEqual(lines);
    expect(summary.ok).toBe(ok);
  });
});
