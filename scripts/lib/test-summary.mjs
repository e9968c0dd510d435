// What CI's closing lines say, from the Vitest and Playwright JSON reports (scripts/ci-summary.mjs).

/**
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number,
 *   numTodoTests: number }} VitestReport
 * @typedef {{ projectName?: string, status: string }} PlaywrightTest
 * @typedef {{ title: string, file?: string, tests: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ title: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }}
 *   PlaywrightSuite
 * @typedef {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number },
 *   suites?: PlaywrightSuite[] }} PlaywrightReport
 * @typedef {{ passed: number, flaky: string[], failed: string[], missing: string[],
 *   skipped: number, ok: boolean, lines: string[] }} TestSummary
 */

/**
 * Every Playwright test with `status` ("flaky": failed, then passed on a retry; "unexpected":
 * failed every try), named `project › file › describe › title`.
 * @param {PlaywrightReport} report @param {string} status @returns {string[]}
 */
function playwrightTestsWith(report, status) {
  /** @type {string[]} */
  const names = [];
  /** @param {PlaywrightSuite} suite @param {string[]} path */
  const walk = (suite, path) => {
    // A file's suite is titled with its path; a describe adds its title.
    const here = suite.file && suite.title === suite.file ? [suite.file] : [...path, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === status)
          names.push([test.projectName, ...here, spec.title].filter(Boolean).join(' › '));
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

/**
 * Sums both reports. A flaky test is not a pass: it is listed apart and fails the run, so a test
 * that only passes on its retry is fixed rather than hidden by the retry. A missing report fails
 * too (its runner did not finish).
 * @param {{ vitest?: VitestReport, playwright?: PlaywrightReport }} reports
 * @returns {TestSummary}
 */
export function summarize({ vitest, playwright }) {
  let passed = 0;
  let skipped = 0;
  let failedCount = 0;
  /** @type {string[]} */
  const failed = [];
  /** @type {string[]} */
  let flaky = [];
  /** @type {string[]} */
  const missing = [];
  if (vitest) {
    passed += vitest.numPassedTests;
    failedCount += vitest.numFailedTests;
    skipped += vitest.numPendingTests + vitest.numTodoTests;
  } else missing.push('reports/vitest.json');
  if (playwright) {
    passed += playwright.stats.expected;
    failedCount += playwright.stats.unexpected;
    skipped += playwright.stats.skipped;
    flaky = playwrightTestsWith(playwright, 'flaky');
    failed.push(...playwrightTestsWith(playwright, 'unexpected'));
  } else missing.push('reports/playwright.json');
  const lines = [
    `${passed} passed, ${flaky.length} flaky, ${failedCount} failed, ${skipped} skipped`,
    ...missing.map((path) => `Missing: ${path} (its runner did not finish)`),
    ...(flaky.length ? ['Flaky (passed only on a retry):', ...flaky.map((n) => `  ${n}`)] : []),
    ...(failed.length ? ['Failed:', ...failed.map((name) => `  ${name}`)] : []),
  ];
  const ok = failedCount === 0 && flaky.length === 0 && missing.length === 0;
  return { passed, flaky, failed, missing, skipped, ok, lines };
}
