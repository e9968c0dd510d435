import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCriticalStyles, deferStylesheets } from './critical-css';

describe('deferStylesheets', () => {
  it.each([
    [
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
      '<link rel="stylesheet" crossorigin href="/assets/a.css" media="print" data-after-paint><noscript><link rel="stylesheet" crossorigin href="/assets/a.css"></noscript>',
    ],
    [
      '<link rel="stylesheet" href="/b.css">',
      '<link rel="stylesheet" href="/b.css" media="print" data-after-paint><noscript><link rel="stylesheet" href="/b.css"></noscript>',
    ],
    ['<link rel="modulepreload" href="/a.js">', '<link rel="modulepreload" href="/a.js">'],
  ])('%s', (html, expected) => {
    expect(deferStylesheets(html)).toBe(expected);
  });
});

describe('createCriticalStyles', () => {
  it('inlines the rules the markup uses, with their media queries, and defers the stylesheet', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'critical-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'assets/app.css'),
      '.used{color:red}.unused{color:blue}@media (max-width:40em){.used{color:green}}',
    );
    const html = await createCriticalStyles(dir)(
      '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><p class="used">Hi</p></body></html>',
    );
    const inlined = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(inlined).toContain('.used{color:red}');
    expect(inlined).toContain('@media (max-width:40em){.used{color:green}}');
    expect(inlined).not.toContain('.unused');
    // The inlined rules come first; the whole stylesheet follows them, in the same place.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('data-after-paint'));
    expect(html).toContain('href="/assets/app.css" media="print" data-after-paint>');
    expect(html).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/app.css">');
  });
});
