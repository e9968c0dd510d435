import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('public/start-after-paint.js', () => {
  const script = readFileSync(new URL('../public/start-after-paint.js', import.meta.url), 'utf8');

  /** Runs the script on a page whose template holds `count` nodes; returns what each task did. */
  const run = (count: number) => {
    const template = Array.from({ length: count }, (_, i) => (i === 0 ? 'script' : `link ${i}`));
    const inserted: string[][] = [];
    const timers: { at: number; run: () => void }[] = [];
    let frame: (() => void) | undefined;
    const document = {
      getElementById: (id: string) =>
        id === 'page-code' ? { content: { cloneNode: () => ({ childNodes: template }) } } : null,
      head: { appendChild: (node: string) => inserted.at(-1)!.push(node) },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    const setTimeout = (fn: () => void, ms: number) => timers.push({ at: ms, run: fn });
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', script)(
      {},
      document,
      (fn: () => void) => (frame = fn),
      setTimeout,
    );
    // The page paints; then tasks run in timer order, as the event loop would.
    frame!();
    while (timers.length > 0) {
      timers.sort((a, b) => a.at - b.at);
      inserted.push([]);
      timers.shift()!.run();
    }
    return { template, tasks: inserted.filter((nodes) => nodes.length > 0) };
  };

  it.each([1, 4, 5, 77])('inserts %i nodes once, in order, at most 4 per task', (count) => {
    const { template, tasks } = run(count);
    expect(tasks.flat()).toEqual(template);
    expect(tasks[0]![0]).toBe('script');
    expect(tasks.every((nodes) => nodes.length <= 4)).toBe(true);
    expect(tasks).toHaveLength(Math.ceil(count / 4));
  });

  describe('buttons pressed before the app runs', () => {
    /** Runs the script on a page without code; returns its window and the page's click listener. */
    const page = () => {
      const listeners = new Set<(event: unknown) => void>();
      const document = {
        getElementById: () => null,
        addEventListener: (type: string, fn: (event: unknown) => void, capture: boolean) => {
          expect([type, capture]).toEqual(['click', true]);
          listeners.add(fn);
        },
        removeEventListener: (_: string, fn: (event: unknown) => void) => listeners.delete(fn),
      };
      const window: { __takeEarlyPresses?: () => unknown[] } = {};
      new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', script)(
        window,
        document,
        () => undefined,
        () => undefined,
      );
      const prevented: (string | null)[] = [];
      /** A click on an element inside `button` (null: outside any button, e.g. on a link). */
      const click = (button: string | null) =>
        listeners.forEach((fn) =>
          fn({ target: { closest: () => button }, preventDefault: () => prevented.push(button) }),
        );
      return { window, listeners, click, prevented };
    };

    it('remembers the buttons pressed, in order, and hands them over once', () => {
      const { window, click, prevented } = page();
      click('fish A');
      click(null);
      click('fish B');
      click('fish A');
      expect(window.__takeEarlyPresses!()).toEqual(['fish A', 'fish B', 'fish A']);
      expect(window.__takeEarlyPresses!()).toEqual([]);
      // A button's own action (a form's submission) waits for the app; a link's does not.
      expect(prevented).toEqual(['fish A', 'fish B', 'fish A']);
    });

    it('stops listening once the app has taken them (React handles later clicks)', () => {
      const { window, listeners, click } = page();
      window.__takeEarlyPresses!();
      expect(listeners.size).toBe(0);
      click('fish A');
      expect(window.__takeEarlyPresses!()).toEqual([]);
    });

    it('ignores clicks on text nodes and other targets without closest()', () => {
      const { window, listeners } = page();
      listeners.forEach((fn) => fn({ target: {} }));
      listeners.forEach((fn) => fn({ target: null }));
      expect(window.__takeEarlyPresses!()).toEqual([]);
    });
  });
});
