import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkFiles, readBuildManifest, startSteps } from './lib/build-manifest';
import { distDir, ensureFreshBuild } from './lib/fresh-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = distDir();
const START = 'src/app/start/start.ts';

/** The modules src/app/start/start.ts imports one after another, as manifest keys. */
function stepsInSource(): string[] {
  const source = readFileSync(`${root}${START}`, 'utf8');
  return [...source.matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) => {
    const path = specifier!.replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/start/');
    const file = ['.ts', '.tsx']
      .map((extension) => path + extension)
      .find((candidate) => existsSync(`${root}${candidate}`));
    if (!file) throw new Error(`${START} imports ${specifier}, which is no file.`);
    return file;
  });
}

/**
 * The start-up's steps come from the build (the entry's dynamic imports), and every prerendered
 * page preloads them: a step the pages did not preload would load only when the step before it has
 * run, one request after another.
 */
describe('start-up steps', () => {
  // A build of the code as it is (docs/testing.md "Tests that read the build").
  beforeAll(() => ensureFreshBuild(dist), 300_000);

  it('are what start.ts imports one after another, in order, and nothing else', () => {
    const steps = stepsInSource();
    expect(steps).toEqual(['src/app/start/react-dom.ts', 'src/app/start/hydrate.tsx']);
    expect(startSteps(readBuildManifest(dist))).toEqual(steps);
  });

  it.each(['index.html', 'region/Krytan/index.html', 'help/faq/index.html'])(
    '%s preloads every step and what it imports',
    (page) => {
      const html = readFileSync(`${dist}/${page}`, 'utf8');
      // The template lists the chunks to preload by path (scripts/lib/prerender.ts).
      const listed = /data-modulepreload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      const { js } = chunkFiles(readBuildManifest(dist), stepsInSource());
      for (const file of js) expect(listed).toContain(file);
    },
  );

  // Chunks are cut by hand (scripts/vite/page-chunks.ts): two that import each other run a module
  // before what it imports ("is not a function" at load, seen while grouping them).
  it('are cut into chunks that never import each other, directly or through others', () => {
    const manifest = readBuildManifest(dist);
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (key: string, path: string[]) => {
      state.set(key, 'open');
      for (const next of manifest[key]?.imports ?? []) {
        if (state.get(next) === 'open') cycles.push([...path, key, next].join(' → '));
        else if (!state.has(next)) visit(next, [...path, key]);
      }
      state.set(key, 'done');
    };
    for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, []);
    expect(cycles).toEqual([]);
  });

  // A Suspense boundary holding prerendered HTML is hydrated after the rest of its page, so only
  // parts placed there on purpose may have one: the home page's release notes (their Accordion
  // loads after the page's code) and the region pages' help and waypoints (`HydrateLater`), far
  // below the first screen (docs/start-up.md "Hydrated later"). A boundary elsewhere would leave
  // a first-screen part unhydrated when the page goes live.
  it('leave Suspense boundaries only where a page hydrates a part later on purpose', () => {
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('index.html'),
    );
    expect(pages.length).toBeGreaterThan(100);
    const expected = (page: string) => {
      if (/^([a-z]{2}\/)?index\.html$/.test(page)) return 1;
      return /^([a-z]{2}\/)?region\/[^/]+\/index\.html$/.test(page) ? 3 : 0;
    };
    const unexpected = pages
      .map((page) => ({
        page,
        boundaries: readFileSync(`${dist}/${page}`, 'utf8').split('<!--$').length - 1,
      }))
      .filter(({ page, boundaries }) => boundaries !== expected(page));
    expect(unexpected).toEqual([]);
  });
});
