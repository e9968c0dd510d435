// What CI's closing lines say, from the Vitest and Playwright JSON reports (scripts/ci-summary.mjs).

// The reports' shapes, as far as they are read here (JSDoc typedefs would be exported).
// Vitest: { numPassedTests, numFailedTests, numPendingTests, numTodoTests }.
// Playwright: { stats: { expected, unexpected, flaky, skipped }, suites, errors }, a suite
// { title, file?, specs?, suites? }, a spec { title, tests: { projectName?, status }[] }.

/**
 * Every Playwright test with `status` ("flaky": failed, then passed on a retry; "unexpected":
 * failed every try), named `project › file › describe › title`.
 * @param {{ suites?: any[] }} report @param {string} status @returns {string[]}
 */
function playwrightTestsWith(report, status) {
  /** @type {string[]} */
  const names = [];
  /** @param {any} suite @param {string[]} path */
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
 * too (its runner did not finish), and so does an error outside the tests (a run stopped by its
 * global timeout).
 * @param {{ vitest?: { numPassedTests: number, numFailedTests: number, numPendingTests: number,
 *   numTodoTests: number }, playwright?: { stats: { expected: number, unexpected: number,
 *   skipped: number }, suites?: any[], errors?: { message: string }[] } }} reports
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
  /** @type {string[]} */
  let runErrors = [];
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
    // Errors outside any test: the global timeout (the tests it stopped count as skipped), a
    // server that did not start.
    runErrors = (playwright.errors ?? []).map((error) => error.message.split('\n')[0] ?? '');
  } else missing.push('reports/playwright.json');
  const lines = [
    `${passed} passed, ${flaky.length} flaky, ${failedCount} failed, ${skipped} skipped`,
    ...missing.map((path) => `Missing: ${path} (its runner did not finish)`),
    ...runErrors.map((message) => `Browser run: ${message}`),
    ...(flaky.length ? ['Flaky (passed only on a retry):', ...flaky.map((n) => `  ${n}`)] : []),
    ...(failed.length ? ['Failed:', ...failed.map((name) => `  ${name}`)] : []),
  ];
  const ok =
    failedCount === 0 && flaky.length === 0 && missing.length === 0 && runErrors.length === 0;
  return { passed, flaky, failed, missing, skipped, ok, lines };
}
