// `npm run bench [pattern]`: builds, serves the app and the floor (an empty static page) and drives
// Chromium (4× CPU throttle) through every scenario whose name matches the pattern (a regular
// expression), printing the median of several runs as a table with ratios to the floor and writing
// bench-results/bench.json.
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CPU_THROTTLE, launchBrowser, median, warmUp } from './bench/browser.ts';
import { floorUrl, startFloorServer } from './bench/floor.ts';
import { withRatios } from './bench/ratios.ts';
import { scenarios } from './bench/scenarios.ts';
import { withTargets } from './bench/targets.ts';
import { distDir } from './lib/fresh-build.ts';
import { pageWeightRows } from './lib/page-weight.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4175);
const baseUrl = `http://127.0.0.1:${PORT}`;
const filter = process.argv[2] ? new RegExp(process.argv[2]) : undefined;

execSync('npx tsx scripts/build.ts', { stdio: 'inherit' });
const server = spawn('node', ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const floorServer = startFloorServer(PORT);
await waitForServer(baseUrl).catch((error: unknown) => {
  server.kill();
  floorServer.close();
  throw error;
});

const browser = await launchBrowser();
// One untimed load first: the browser's own start-up work would otherwise land on the first row.
await warmUp(browser, floorUrl(baseUrl));
const results: Record<string, string | number>[] = [];
try {
  for (const scenario of scenarios.filter((s) => !filter || filter.test(s.name))) {
    const runs: Record<string, number>[] = [];
    let failed = 0;
    for (let i = 0; i < RUNS; i++) {
      // A failed run (a page that never settles, a missing LCP) is reported, not hidden in a 0.
      try {
        runs.push(await scenario.run(browser, baseUrl));
      } catch (error) {
        failed++;
        console.error(`${scenario.name}, run ${i + 1}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    const metrics = Object.fromEntries(
      Object.keys(runs[0] ?? {}).map((key) => [
        key,
        round(median(runs.map((run) => run[key] ?? 0))),
      ]),
    );
    results.push({
      scenario: scenario.name,
      ...metrics,
      ...(failed ? { failedRuns: failed } : {}),
    });
    console.log(`${scenario.name}: done`);
  }
} finally {
  await browser.close();
  server.kill();
  floorServer.close();
}
const table = withTargets(withRatios(results));

const weights = pageWeightRows(distDir());
console.log('\nPage weights (KB) against their budgets (scripts/lib/page-weight.ts):');
console.table(weights);
console.log(`\nMedian of ${RUNS} runs, CPU throttled ${CPU_THROTTLE}×:`);
console.table(table);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify(
    {
      runs: RUNS,
      cpuThrottle: CPU_THROTTLE,
      date: new Date().toISOString(),
      pageWeights: weights,
      results: table,
    },
    null,
    2,
  ),
);
console.log('Written to bench-results/bench.json');

function round(value: number) {
  return Math.round(value * 10) / 10;
}

async function waitForServer(url: string) {
  let last: unknown;
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = response.status;
    } catch (error) {
      last = (error as Error).cause ?? error; // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start at ${url}: ${String(last)}`);
}
