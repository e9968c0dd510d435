import { describe, expect, it } from 'vitest';
import { certainlyLoaded, type ChunkLike } from './skip-loaded-preloads';

const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();

describe('certainlyLoaded', () => {
  // index → (lazy) app → react, mantine; app → (lazy) parts → mantine, icons; admin → (lazy) parts.
  const bundle: Record<string, ChunkLike> = {
    'index.js': {
      type: 'chunk',
      isEntry: true,
      imports: ['runtime.js'],
      dynamicImports: ['app.js'],
    },
    'runtime.js': { type: 'chunk' },
    'app.js': {
      type: 'chunk',
      imports: ['react.js', 'mantine.js'],
      dynamicImports: ['parts.js', 'page.js'],
    },
    'react.js': { type: 'chunk' },
    'mantine.js': { type: 'chunk', imports: ['react.js'] },
    'parts.js': { type: 'chunk', imports: ['mantine.js', 'icons.js'] },
    'icons.js': { type: 'chunk' },
    'page.js': { type: 'chunk', imports: ['icons.js'], dynamicImports: ['parts.js'] },
    'logo.svg': { type: 'asset' },
  };
  const loaded = certainlyLoaded(bundle);

  it.each([
    ['an entry: its static imports', 'index.js', ['index.js', 'runtime.js']],
    [
      'a lazy chunk: its static imports and what its importer had',
      'app.js',
      ['app.js', 'index.js', 'mantine.js', 'react.js', 'runtime.js'],
    ],
    [
      'a chunk two lazy imports reach: only what both ways load',
      'parts.js',
      ['app.js', 'icons.js', 'index.js', 'mantine.js', 'parts.js', 'react.js', 'runtime.js'],
    ],
    [
      'a static import of a lazy chunk: what that chunk had',
      'icons.js',
      ['app.js', 'icons.js', 'index.js', 'mantine.js', 'react.js', 'runtime.js'],
    ],
  ])('%s', (_name, chunk, expected) => {
    expect(sorted(loaded.get(chunk))).toEqual(expected);
  });

  it('knows no asset, and a chunk nothing reaches has its own static imports', () => {
    expect(loaded.has('logo.svg')).toBe(false);
    const alone = certainlyLoaded({
      ...bundle,
      'worker.js': { type: 'chunk', imports: ['icons.js'] },
    });
    expect(sorted(alone.get('worker.js'))).toEqual(['icons.js', 'worker.js']);
  });

  it('a chunk reached both from the entry and lazily keeps only what both load', () => {
    const shared = certainlyLoaded({
      'index.js': {
        type: 'chunk',
        isEntry: true,
        imports: ['util.js'],
        dynamicImports: ['lazy.js'],
      },
      'util.js': { type: 'chunk' },
      'lazy.js': { type: 'chunk', imports: ['util.js', 'big.js'] },
      'big.js': { type: 'chunk' },
    });
    expect(sorted(shared.get('util.js'))).toEqual(['index.js', 'util.js']);
  });
});
