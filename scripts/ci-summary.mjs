// Prints one closing line for CI from the unit and browser test reports: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

/** @param {string} path @returns {any} */
const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const vitest = read('reports/vitest.json');
const playwright = read('reports/playwright.json');

let passed = 0;
let failed = 0;
let skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
if (!vitest || !playwright) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
