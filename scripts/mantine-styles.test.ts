import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { distDir, ensureFreshBuild } from './lib/fresh-build';

const src = fileURLToPath(new URL('../src', import.meta.url));

/** Every `@mantine/core` component the app imports, read from the sources. */
function usedMantineComponents(dir: string, found = new Set<string>()) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) usedMantineComponents(path, found);
    else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
        (match[1] ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter((part) => /^[A-Z]/.test(part))
          .forEach((part) => found.add(part));
      }
    }
  }
  return found;
}

/** The text of every source file under `dir`. */
function sourceTexts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceTexts(path);
    return /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

const stylesheets = new Set(
  readdirSync(join(src, '..', 'node_modules/@mantine/core/styles')).map((f) =>
    f.replace(/\.css$/, ''),
  ),
);

describe('mantine styles', () => {
  it('imports the stylesheet of every Mantine component the app uses', () => {
    // Each in Mantine's cascade layer (`.layer.css`). The shell's components in
    // app/mantine-styles.ts; a component only one lazy page uses may import its stylesheet next
    // to it, so it loads with that page.
    const imported = sourceTexts(src).join('\n');
    const missing = [...usedMantineComponents(src)].filter(
      (component) =>
        stylesheets.has(component) && !imported.includes(`styles/${component}.layer.css'`),
    );
    expect(missing).toEqual([]);
  });
});

/** Every prerendered page under the build's folder. */
function prerenderedPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : prerenderedPages(path);
    return name === 'index.html' ? [path] : [];
  });
}

/** Mantine's own class names (`m_` and 8 hex digits) in a page's markup. */
const mantineClasses = (html: string) =>
  new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) =>
      (match[1] ?? '').split(/\s+/).filter((name) => /^m_[0-9a-f]{8}$/.test(name)),
    ),
  );

describe('mantine styles in the build', () => {
  const dist = distDir();
  // A build of the code as it is (docs/testing.md "Tests that read the build").
  beforeAll(() => ensureFreshBuild(dist), 300_000);

  it('lists on each prerendered page the stylesheet of every Mantine class in its markup', () => {
    // A page paints from the rules of its own stylesheets (listed on its code template, linked
    // after the paint) that its markup uses, inlined. A stylesheet imported only next to a lazily
    // loaded component is not among them: a prerendered page showing that component would paint
    // it unstyled.
    const pages = prerenderedPages(dist);
    let checked = 0;
    const unstyled = pages.flatMap((page) => {
      const html = readFileSync(page, 'utf8');
      const listed = /data-stylesheets="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      const linked = listed.map((path) => readFileSync(join(dist, path), 'utf8')).join('\n');
      const used = [...mantineClasses(html)];
      checked += used.length;
      return used
        .filter((name) => !linked.includes(`.${name}`))
        .map((name) => `${page.slice(dist.length)}: ${name}`);
    });
    expect(checked).toBeGreaterThan(0);
    expect(unstyled).toEqual([]);
  });
});
