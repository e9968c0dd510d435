import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINT_SCRIPT } from './paint-script';
import { createAppServer } from './static-server.mjs';

const SHELL = '<!doctype html><title>shell</title>';
const KRYTAN = '<!doctype html><title>Kryta</title>';
const GERMAN_SHELL = '<!doctype html><html lang="de"><title>shell</title>';
const GERMAN_KRYTAN = '<!doctype html><html lang="de"><title>Kryta</title>';

describe('createAppServer', () => {
  const dist = mkdtempSync(join(tmpdir(), 'static-server-'));
  const server = createAppServer({ dist: prepare(dist), headers: { 'X-Test': 'yes' } });
  let base = '';

  function prepare(dir: string) {
    writeFileSync(join(dir, '200.html'), SHELL);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
    mkdirSync(join(dir, 'region', 'Krytan'), { recursive: true });
    writeFileSync(join(dir, 'region', 'Krytan', 'index.html'), KRYTAN);
    mkdirSync(join(dir, 'de', 'region', 'Krytan'), { recursive: true });
    writeFileSync(join(dir, 'de', '200.html'), GERMAN_SHELL);
    writeFileSync(join(dir, 'de', 'region', 'Krytan', 'index.html'), GERMAN_KRYTAN);
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app-abcdefgh.js'), 'console.log(1)');
    return dir;
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each<[string, string, number, string | RegExp]>([
    ['a prerendered page', '/region/Krytan', 200, KRYTAN],
    ['a page address without a file: the app', '/region/Nowhere', 200, SHELL],
    ['a dotted page address: the app, not an empty 404', '/region/Krytan.', 200, SHELL],
    ['a dotted page address deeper down', '/help/faq.v2', 200, SHELL],
    ['a German page', '/de/region/Krytan', 200, GERMAN_KRYTAN],
    ['a German address without a page: the German app', '/de/region/Nowhere', 200, GERMAN_SHELL],
    ['the German home without a page of its own', '/de', 200, GERMAN_SHELL],
    ['not a language: the app', '/des/region/Krytan', 200, SHELL],
    ['a built file', '/assets/app-abcdefgh.js', 200, 'console.log(1)'],
    ['a missing built file: 404', '/assets/gone-abcdefgh.js', 404, /Not found/],
    ['a missing data file: 404', '/assets/Regions/Nope/Nope.Region.json', 404, /Not found/],
    ['a missing icon: 404', '/favicon-missing.png', 404, /Not found/],
  ])('GET %s', async (_, path, status, body) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-test')).toBe('yes');
    expect(await response.text()).toMatch(body);
  });

  it.each([
    // The build's own name for the script: the server writes it out, and must follow a rename.
    ['a prerendered page', '/region/Krytan', `</${PAINT_SCRIPT}>; rel=preload; as=script`],
    ['the home page', '/', `</${PAINT_SCRIPT}>; rel=preload; as=script`],
    ['the app (no paint-time script)', '/region/Nowhere', null],
    ['a built file', '/assets/app-abcdefgh.js', null],
  ])(
    "asks the browser to preload the paint-time script with %s's answer, or not",
    async (_, path, link) => {
      const response = await fetch(base + path);
      expect(response.headers.get('link')).toBe(link);
    },
  );

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'refuses %s with 405 and says which methods it takes',
    async (method) => {
      const response = await fetch(`${base}/region/Krytan`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.text()).not.toContain('<title>');
    },
  );

  it('answers HEAD like GET, without a body', async () => {
    const response = await fetch(`${base}/region/Krytan.`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
