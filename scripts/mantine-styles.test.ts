import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
    // The shell's components in app/mantine-styles.ts; a component only one lazy page uses may
    // import its stylesheet next to it, so it loads with that page.
    const imported = sourceTexts(src).join('\n');
    const missing = [...usedMantineComponents(src)].filter(
      (component) => stylesheets.has(component) && !imported.includes(`styles/${component}.css'`),
    );
    expect(missing).toEqual([]);
  });
});
