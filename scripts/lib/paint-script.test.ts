import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotationIndex } from '../../src/lib/dailies/rotation';
import { buildPaintScript, PAINT_SCRIPT } from './paint-script';

/** The built script as the browser gets it, run on a stand-in page at a fixed instant. */
describe('the paint-time script, as built', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'paint-script-test-'));
  let script = '';
  beforeAll(async () => {
    await buildPaintScript(outDir);
    script = readFileSync(join(outDir, PAINT_SCRIPT), 'utf8');
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  /** The marks the script sets on `<html>` of a page without clocks at `instant`. */
  const marksAt = (instant: string) => {
    const attributes = new Map<string, string>();
    const document = {
      documentElement: {
        lang: 'en-US',
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        hasAttribute: (name: string) => attributes.has(name),
      },
      querySelectorAll: () => [],
      // Still parsing: the parts that need `Intl` wait for the page to be parsed and painted.
      readyState: 'loading',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    const RealDate = Date;
    const FixedDate = class extends RealDate {
      static override now() {
        return RealDate.parse(instant);
      }
    };
    class MutationObserver {
      observe() {}
      disconnect() {}
    }
    const setTimeout = () => 0;
    new Function('document', 'Date', 'MutationObserver', 'setTimeout', script)(
      document,
      FixedDate,
      MutationObserver,
      setTimeout,
    );
    return Object.fromEntries(attributes);
  };

  it('is one classic script: no module syntax, small', () => {
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    // 5.1 KB (2.3 gzip) with the local time's stand-in and the later fill of the parts that
    // need `Intl`; 2.42 gzip since the time engine refuses instants it cannot walk (issue 57);
    // 5.51 KB with the clock's brief countdown for narrow screens (issue 60); 2.50 KB gzip since
    // each clock's phases are its start hours with the lengths derived (issue 58's duplicates);
    // 2.54 KB gzip with the countdowns' stand-ins outside English (and three duplicates gone).
    expect(script.length).toBeLessThan(5.75 * 1024);
    expect(gzipSync(script).length).toBeLessThan(2.55 * 1024);
  });

  const days = Array.from({ length: 40 }, (_, day) => [
    new Date(Date.UTC(2026, 6, 10 + day, day % 2 ? 0 : 23, day % 2 ? 0 : 59, 59)).toISOString(),
  ]);
  it.each(days)('at %s marks the same day of the daily rotation as rotationIndex', (instant) => {
    expect(marksAt(instant)['data-daily-rotation']).toBe(String(rotationIndex(new Date(instant))));
  });

  it.each([
    ['2026-11-22T00:27:00Z', 'dawn', 'night'],
    ['2026-11-22T00:37:00Z', 'day', 'dawn'],
    ['2026-11-22T01:00:00Z', 'day', 'day'],
    ['2026-11-22T01:37:00Z', 'day', 'dusk'],
    ['2026-11-22T01:42:00Z', 'dusk', 'night'],
    ['2026-11-22T01:50:00Z', 'night', 'night'],
    // Boundaries: a phase holds its first instant, not its last.
    ['2026-11-22T00:30:00Z', 'day', 'night'],
    ['2026-11-22T00:29:59Z', 'dawn', 'night'],
  ])('at %s marks Tyria %s and Cantha %s', (instant, tyria, cantha) => {
    const marks = marksAt(instant);
    expect(marks['data-phase-tyria']).toBe(tyria);
    expect(marks['data-phase-cantha']).toBe(cantha);
    // No clock on the page: nothing says it was filled.
    expect(marks['data-clock-painted']).toBeUndefined();
    // The local times wait for the first paint (an English page's countdowns need no `Intl`).
    expect(marks['data-paint-pending']).toBe('at');
  });
});
