import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCriticalStyles, deferStylesheets } from './critical-css';

describe('deferStylesheets', () => {
  const list = '<template id="code"';
  it.each([
    [
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
      '<noscript><link rel="stylesheet" crossorigin href="/assets/a.css"></noscript>',
      'assets/a.css',
    ],
    [
      '<link rel="stylesheet" href="/b.css"><link rel="stylesheet" crossorigin href="/assets/c.css">',
      '<noscript><link rel="stylesheet" href="/b.css"></noscript><noscript><link rel="stylesheet" crossorigin href="/assets/c.css"></noscript>',
      'b.css assets/c.css',
    ],
    ['<link rel="modulepreload" href="/a.js">', '<link rel="modulepreload" href="/a.js">', ''],
  ])('%s', (links, unlinked, listed) => {
    expect(deferStylesheets(`${links}${list}></template>`, list)).toBe(
      `${unlinked}${list} data-stylesheets="${listed}"></template>`,
    );
  });

  it('fails on a page without the element to list them on', () => {
    expect(() => deferStylesheets('<link rel="stylesheet" href="/b.css">', list)).toThrow(list);
  });
});

describe('createCriticalStyles', () => {
  it('inlines the rules the markup uses, with their media queries, and lists the stylesheet for after the paint', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'critical-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'assets/app.css'),
      '.used{color:red}.unused{color:blue}@media (max-width:40em){.used{color:green}}',
    );
    const html = await createCriticalStyles(
      dir,
      '<template id="code"',
    )(
      '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><p class="used">Hi</p><template id="code"></template></body></html>',
    );
    const inlined = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(inlined).toContain('.used{color:red}');
    expect(inlined).toContain('@media (max-width:40em){.used{color:green}}');
    expect(inlined).not.toContain('.unused');
    // The whole stylesheet is listed for after the paint; without JavaScript, linked in place.
    expect(html).toContain('<template id="code" data-stylesheets="assets/app.css">');
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>(?!<\/noscript>)/);
    expect(html).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/app.css">');
  });
});
