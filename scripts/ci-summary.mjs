// Prints CI's closing lines from the unit and browser test reports ("N passed, N flaky, N failed,
// N skipped", then the flaky and failed tests by name) and exits non-zero unless every test passed
// on its first try (scripts/lib/test-summary.mjs says why a flaky test fails the run).
import { existsSync, readFileSync } from 'node:fs';
import { summarize } from './lib/test-summary.mjs';

/** @param {string} path @returns {any} */
const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

const summary = summarize({
  vitest: read('reports/vitest.json'),
  playwright: read('reports/playwright.json'),
});
console.log(summary.lines.join('\n'));
process.exitCode = summary.ok ? 0 : 1;
