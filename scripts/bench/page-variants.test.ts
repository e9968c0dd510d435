import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageVariant, writeVariantBuild } from './page-variants';

const PAGE = [
  '<head><script src="/daily-rotation.js"></script><style>p{color:red}</style>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css" media="print" data-after-paint>',
  '<script src="/start-after-paint.js" defer></script></head>',
  '<body><p style="margin:0">Fish</p>',
  '<script type="application/json" id="prerender-state">{"a":1}</script>',
  '<template id="page-code"><script type="module" src="/assets/index.js"></script></template>',
  '</body>',
].join('');

describe('pageVariant', () => {
  it.each([
    [
      'no-code',
      [
        '<head><script src="/daily-rotation.js"></script><style>p{color:red}</style>',
        '<link rel="stylesheet" crossorigin href="/assets/index.css" media="print" data-after-paint>',
        '</head><body><p style="margin:0">Fish</p>',
        '<script type="application/json" id="prerender-state">{"a":1}</script>',
        '<template id="page-code"></template></body>',
      ].join(''),
    ],
    [
      'markup-only',
      [
        '<head><script src="/daily-rotation.js"></script></head>',
        '<body><p style="margin:0">Fish</p>',
        '<script type="application/json" id="prerender-state">{"a":1}</script>',
        '<template id="page-code"></template></body>',
      ].join(''),
    ],
  ] as const)('%s', (variant, expected) => {
    expect(pageVariant(PAGE, variant)).toBe(expected);
  });
});

describe('writeVariantBuild', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('rewrites every page of a copy and drops their gzip copies, leaving the build alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'page-variants-'));
    const dist = join(dir, 'dist');
    const out = join(dir, 'out');
    mkdirSync(join(dist, 'region/Krytan'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'index.html.gz'), 'gzip of the page with its code');
    writeFileSync(join(dist, 'region/Krytan/index.html'), PAGE);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');

    writeVariantBuild(dist, out, 'no-code');

    for (const page of ['index.html', 'region/Krytan/index.html'])
      expect(readFileSync(join(out, page), 'utf8')).toBe(pageVariant(PAGE, 'no-code'));
    expect(existsSync(join(out, 'index.html.gz'))).toBe(false);
    expect(readFileSync(join(out, 'sw.js'), 'utf8')).toContain('fetch');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(PAGE);
    expect(existsSync(join(dist, 'index.html.gz'))).toBe(true);
  });

  it('refuses to empty the build itself or a folder holding it', () => {
    dir = mkdtempSync(join(tmpdir(), 'page-variants-'));
    const dist = join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), PAGE);
    for (const out of [dist, dir])
      expect(() => writeVariantBuild(dist, out, 'no-code')).toThrow(/must not be the build/);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(PAGE);
  });
});
