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

  // A Suspense boundary still holding prerendered HTML when the page goes live stops the
  // transition that takes it live, which hydrates the boundary first and starts over (its render
  // of the whole page thrown away): the home page's release notes hold the only one, by choice
  // (docs/start-up.md "Suspense boundaries").
  it('leave no Suspense boundary in a prerendered page but the release notes on the home page', () => {
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('index.html'),
    );
    expect(pages.length).toBeGreaterThan(100);
    const boundaries = Object.fromEntries(
      pages
        .map((page) => [page, readFileSync(`${dist}/${page}`, 'utf8').split('<!--$').length - 1])
        .filter(([, count]) => count !== 0),
    );
    expect(boundaries).toEqual({
      'index.html': 1,
      'de/index.html': 1,
      'fr/index.html': 1,
      'es/index.html': 1,
    });
  });
});
