// `npm run bench:ab -- <distA> <distB> [path…]`: compares two builds page by page, loading them
// interleaved (A, B, floor, A, B, floor…) so that the machine's drift lands on both alike. The
// bench's separate runs differ by more than a single change usually gains (docs/performance.md
// "How to measure"); this is how one change is judged.
// Builds: `DIST_DIR=dist-a npx tsx scripts/build.ts`.
// The path `typing` compares the search's typing cost instead (A, B, the plain field, A, B…).
import { spawn } from 'node:child_process';
import { launchBrowser, measureLoad, median, warmUp, type LoadMetrics } from './bench/browser.ts';
import { PLANNER_FIRST_FISH, SESSION_FIRST_STOP } from './bench/scenarios.ts';
import { FLOOR_CONTENT, floorUrl, startFloorServer } from './bench/floor.ts';
import { withTargets } from './bench/targets.ts';
import { typingScenarios } from './bench/typing-scenarios.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 4191);
const [distA, distB, ...rest] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('Usage: npm run bench:ab -- <distA> <distB> [path…]');
  process.exit(1);
}
const paths = rest.length ? rest : ['/', '/launch/regions', '/region/Krytan'];
const CONTENT = 'main h1, main h2';
/** Pages whose main content is a result computed in the browser: its selector. */
const FIRST_RESULTS: Record<string, string> = {
  '/launch/planner': PLANNER_FIRST_FISH,
  '/launch/session': SESSION_FIRST_STOP,
};

// A on PORT, the floor on PORT + 1 (floorUrl's rule), B on PORT + 2.
const builds = [
  { name: 'A', dist: distA, port: PORT },
  { name: 'B', dist: distB, port: PORT + 2 },
];
const servers = builds.map(({ dist, port }) =>
  spawn('node', ['scripts/serve.mjs'], {
    env: { ...process.env, DIST_DIR: dist, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
const floorServer = startFloorServer(PORT);
const browser = await launchBrowser();
try {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const floor = floorUrl(`http://127.0.0.1:${PORT}`);
  await warmUp(browser, floor);
  const rows: Record<string, string | number>[] = [];
  for (const path of paths) {
    if (path === 'typing') {
      rows.push(...(await compareTyping()));
      continue;
    }
    const metrics = ['fcpMs', 'lcpMs', 'tbtMs', 'liveMs', 'contentVisibleMs', 'scriptsBeforeLive'];
    const samples = new Map<string, Record<string, number[]>>();
    const record = (name: string, m: LoadMetrics) => {
      const s = samples.get(name) ?? {};
      for (const metric of metrics) (s[metric] ??= []).push(m[metric as keyof LoadMetrics]);
      samples.set(name, s);
    };
    const content = FIRST_RESULTS[path] ?? CONTENT;
    for (let i = 0; i < RUNS; i++) {
      for (const { name, port } of builds)
        record(name, await measureLoad(browser, `http://127.0.0.1:${port}${path}`, content));
      record('floor', await measureLoad(browser, floor, FLOOR_CONTENT, undefined, { app: false }));
    }
    const floorLcp = median(samples.get('floor')?.lcpMs ?? []);
    const times = (value: number) => Math.round((value / floorLcp) * 100) / 100;
    for (const [name, s] of samples) {
      const at = (metric: string) => Math.round(median(s[metric] ?? []));
      const app = name !== 'floor';
      rows.push({
        path,
        build: name,
        fcpMs: at('fcpMs'),
        lcpMs: at('lcpMs'),
        lcpX: times(at('lcpMs')),
        tbtMs: at('tbtMs'),
        ...(app && {
          liveMs: at('liveMs'),
          liveX: times(at('liveMs')),
          scriptsBeforeLive: at('scriptsBeforeLive'),
        }),
        ...(app &&
          FIRST_RESULTS[path] && {
            firstResultMs: at('contentVisibleMs'),
            contentVisibleX: times(at('contentVisibleMs')),
          }),
      });
    }
  }
  console.log(`\nMedian of ${RUNS} interleaved runs:`);
  console.table(withTargets(rows));
} finally {
  await browser.close();
  for (const server of servers) server.kill();
  floorServer.close();
}

/** Main-thread time per key of the search (A, B) and of the plain field, runs interleaved. */
async function compareTyping() {
  const [plainField, search] = typingScenarios;
  if (!plainField || !search) throw new Error('The typing scenarios are missing.');
  const samples = new Map<string, { perKey: number[]; worst: number[] }>();
  const record = (name: string, m: Record<string, number>) => {
    const s = samples.get(name) ?? { perKey: [], worst: [] };
    s.perKey.push(m.mainThreadPerKeyMs ?? 0);
    s.worst.push(m.worstKeyMs ?? 0);
    samples.set(name, s);
  };
  for (let i = 0; i < RUNS; i++) {
    for (const { name, port } of builds)
      record(name, await search.run(browser, `http://127.0.0.1:${port}`));
    record('plain field', await plainField.run(browser, `http://127.0.0.1:${PORT}`));
  }
  const floor = median(samples.get('plain field')?.perKey ?? []);
  return [...samples].map(([name, s]) => ({
    path: 'typing',
    build: name,
    perKeyMs: Math.round(median(s.perKey)),
    perKeyX: Math.round((median(s.perKey) / floor) * 100) / 100,
    worstKeyMs: Math.round(median(s.worst)),
  }));
}
