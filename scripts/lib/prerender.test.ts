import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_END_ID } from '../../src/config/constants.ts';
import type { BuildManifest } from './build-manifest';
import {
  checkAssetFiles,
  FETCH_PRELOADS,
  htmlFileOf,
  MODULE_PRELOADS,
  PAGE_CODE_ID,
  pageHtml,
  siteOriginOf,
} from './prerender';

const shell = [
  '<html lang="en-US"><head>',
  '<meta\n  name="description"\n  content="Track fishing."\n/>',
  '<title>Tyria Fishing Companion</title>',
  '<script type="module" src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">',
  '<link rel="stylesheet" href="/assets/index-1.css"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_shared.js'],
    // The start-up steps src/app/start/start.ts imports one after another.
    dynamicImports: [
      'src/app/start/react-dom.ts',
      'src/app/persisted-stores.ts',
      'src/app/start/hydrate.tsx',
    ],
  },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/app/routes/region.tsx': {
    file: 'assets/region-1.js',
    css: ['assets/region-1.css'],
    imports: ['index.html', '_shared.js', '_grid.js'],
  },
  '_grid.js': { file: 'assets/grid-1.js', css: ['assets/grid-1.css'] },
  'src/app/start/react-dom.ts': { file: 'assets/react-dom-1.js', imports: ['_shared.js'] },
  'src/app/persisted-stores.ts': { file: 'assets/persisted-stores-1.js' },
  'src/app/start/hydrate.tsx': {
    file: 'assets/app-1.js',
    css: ['assets/app-1.css'],
    imports: ['_shared.js', '_layout.js'],
  },
  '_layout.js': { file: 'assets/layout-1.js' },
};

const page = {
  html: '<main><h1 class="t">Kryta</h1><p>Fish</p></main>',
  state: {
    loaderData: { region: null },
    assets: [
      ['asset', '1.4.0', 'region', 'Krytan'],
      ['asset', '1.4.0', 'fishing-achievements'],
    ],
  },
  assetFiles: [
    { href: '/assets/Regions/Krytan/Krytan.Region.json?version=1.4.0', data: { name: 'Kryta' } },
    { href: '/assets/FishingAchievementsCache.json?version=1.4.0', data: [] },
  ],
  modules: ['src/app/routes/region.tsx'],
  head: {
    lang: 'de',
    description: 'Angeln & "mehr"',
    alternates: [
      { hreflang: 'en', href: '/region/Krytan' },
      { hreflang: 'de', href: '/de/region/Krytan' },
      { hreflang: 'x-default', href: '/region/Krytan' },
    ],
  },
};

describe('pageHtml', () => {
  const html = pageHtml('prerender-state', shell, page, manifest);

  it('puts the markup into the root and the state after it', () => {
    expect(html).toContain(
      '<div id="root"><main><h1 class="t">Kryta</h1><p>Fish</p></main></div><script type="application/json" id="prerender-state">',
    );
  });

  it('titles the page after its heading', () => {
    expect(html).toContain('<title>Kryta · Tyria Fishing Companion</title>');
  });

  it("writes the page's language, its description and its twins in the other languages", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).toMatch(/^<html lang="de">/);
    expect(head).toContain('<meta name="description" content="Angeln &amp; &quot;mehr&quot;" />');
    expect(head).not.toContain('Track fishing.');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="/region/Krytan">');
    expect(head).toContain('<link rel="alternate" hreflang="de" href="/de/region/Krytan">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="/region/Krytan">');
  });

  it("writes the twins' addresses absolute when the build knows the site's origin", () => {
    const withOrigin = pageHtml('prerender-state', shell, page, manifest, 'https://fish.example');
    const head = withOrigin.slice(0, withOrigin.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="alternate" hreflang="de" href="https://fish.example/de/region/Krytan">',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://fish.example/region/Krytan">',
    );
    expect(head).not.toMatch(/hreflang="[^"]+" href="\//);
  });

  it("links the page's own styles in its head, once, not the entry's", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/region-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
  });

  it('keeps all its code, the entry and its own chunks, in a template started after the first paint', () => {
    const template = new RegExp(
      `<template id="${PAGE_CODE_ID}" ${MODULE_PRELOADS}="([^"]*)"[^>]*>(.*?)</template>`,
      's',
    ).exec(html);
    const preloads = template?.[1]?.split(' ') ?? [];
    expect(template?.[2]).toBe('<script type="module" src="/assets/index-1.js"></script>');
    // The entry's own imports the shell preloads, and the page's chunks.
    expect(preloads).toContain('assets/vendor-1.js');
    expect(preloads).toContain('assets/region-1.js');
    expect(preloads).toContain('assets/grid-1.js');
    // The start-up steps' chunks too (the entry's dynamic imports): imported one after another,
    // they would wait.
    for (const step of ['react-dom-1', 'persisted-stores-1', 'app-1', 'layout-1'])
      expect(preloads).toContain(`assets/${step}.js`);
    expect(preloads).not.toContain('assets/shared-1.js');
    expect(new Set(preloads).size).toBe(preloads.length);
    const outside = html.replace(template?.[0] ?? '', '');
    expect(outside).not.toMatch(/<script type="module"|modulepreload/);
    expect(outside.slice(0, outside.indexOf('</head>'))).toContain(
      '<script src="/start-after-paint.js" defer></script>',
    );
  });

  it.each([
    ['holds the daily box of every day', '<main><div data-daily-variant="0"></div></main>'],
    ['holds neither', page.html],
  ])(
    'loads the paint-time script first in its head, render-blocking, on a page that %s',
    (_, markup) => {
      const out = pageHtml('prerender-state', shell, { ...page, html: markup }, manifest);
      const head = out.slice(out.indexOf('<head>'), out.indexOf('</head>'));
      const scripts = head.match(/<script[^>]*>/g) ?? [];
      expect(scripts[0]).toBe('<script src="/paint-time.js">');
      expect(head).not.toContain('daily-rotation.js');
    },
  );

  it.each([
    [
      'holds the first-screen mark',
      `<main><p>Fish</p><span id="${FIRST_SCREEN_END_ID}" hidden></span></main>`,
      1,
    ],
    ['has no first-screen mark', page.html, 0],
  ])(
    "holds the first paint until the mark in its head's expect link when it %s",
    (_, markup, links) => {
      const out = pageHtml('prerender-state', shell, { ...page, html: markup }, manifest);
      const head = out.slice(out.indexOf('<head>'), out.indexOf('</head>'));
      const expects = head.match(/<link rel="expect"[^>]*>/g) ?? [];
      expect(expects).toHaveLength(links);
      if (links) {
        expect(expects[0]).toBe(
          `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`,
        );
        // Before the body: a render-blocking link further down would not hold the first paint.
        expect(out.indexOf(expects[0] ?? '')).toBeLessThan(out.indexOf('<body>'));
      }
    },
  );

  it('fails on a page with two first-screen marks', () => {
    const mark = `<span id="${FIRST_SCREEN_END_ID}" hidden></span>`;
    const twice = { ...page, html: `<main>${mark}<p>Fish</p>${mark}</main>` };
    expect(() => pageHtml('prerender-state', shell, twice, manifest)).toThrow(
      '2 first-screen marks',
    );
  });

  it("keeps the assets' query keys in the state, not their data", () => {
    const state = /id="prerender-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(state)).toEqual(page.state);
    expect(state).not.toContain('"name"');
  });

  it('lists each asset file on the code template, preloaded with the code after the paint', () => {
    const template = new RegExp(
      `<template id="${PAGE_CODE_ID}"[^>]*${FETCH_PRELOADS}="([^"]*)"`,
    ).exec(html);
    expect(template?.[1]?.split(' ')).toEqual([
      '/assets/Regions/Krytan/Krytan.Region.json?version=1.4.0',
      '/assets/FishingAchievementsCache.json?version=1.4.0',
    ]);
    // Not in the head: their responses would take the main thread before the first paint.
    expect(html).not.toContain('rel="preload"');
  });

  it('escapes the state so no text in it can close its script element', () => {
    const hostile = { ...page, state: { ...page.state, loaderData: { x: '</script><b>' } } };
    const out = pageHtml('prerender-state', shell, hostile, manifest);
    expect(out).not.toContain('</script><b>');
    expect(out).toContain('\\u003c/script>\\u003cb>');
  });
});

describe('htmlFileOf', () => {
  it.each([
    ['/', 'index.html'],
    ['/region/Krytan', 'region/Krytan/index.html'],
    ['/help/guide/intro', 'help/guide/intro/index.html'],
  ])('%s is served from %s', (path, file) => {
    expect(htmlFileOf(path)).toBe(file);
  });
});

describe('siteOriginOf', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['https://fish.example', 'https://fish.example'],
    ['https://fish.example/', 'https://fish.example'],
    ['http://127.0.0.1:4173', 'http://127.0.0.1:4173'],
  ])('reads %s as %s', (value, origin) => {
    expect(siteOriginOf(value)).toBe(origin);
  });

  it.each(['fish.example', 'ftp://fish.example', 'https://fish.example/app', 'not a url'])(
    'refuses %s with a message that names the setting',
    (value) => {
      expect(() => siteOriginOf(value)).toThrow(/SITE_ORIGIN must be an origin/);
    },
  );
});

describe('checkAssetFiles', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'prerender-assets-'));
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'assets', 'kryta.json'), '{"fish": [1, 2], "name": "Kryta"}');
  const href = '/assets/kryta.json?version=1.4.0';

  it('accepts a file that reads as the data the page was rendered with, in any key order', () => {
    const checked = new Set<string>();
    checkAssetFiles(outDir, [{ href, data: { name: 'Kryta', fish: [1, 2] } }], checked);
    expect([...checked]).toEqual([href]);
  });

  it.each([
    ['a value its schema changed', { name: 'Kryta', fish: [1, 2, 3] }],
    ['a field its schema added', { name: 'Kryta', fish: [1, 2], coordinateX: 0 }],
  ])('fails the build on %s (the browser seeds the file unparsed)', (_, data) => {
    expect(() => checkAssetFiles(outDir, [{ href, data }], new Set())).toThrow(
      /kryta\.json\?version=1\.4\.0 does not read as the data/,
    );
  });

  it('compares each file once', () => {
    const checked = new Set([href]);
    expect(() => checkAssetFiles(outDir, [{ href, data: 'other' }], checked)).not.toThrow();
  });
});
