import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStartScript, START_SCRIPT } from './lib/paint-script';

/** The built script as the browser gets it (src/paint/start-after-paint.ts), run on stand-ins. */
describe('the start-after-paint script, as built', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'start-script-test-'));
  let script = '';
  beforeAll(async () => {
    await buildStartScript(outDir);
    script = readFileSync(join(outDir, START_SCRIPT), 'utf8');
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  /**
   * Runs the script on a page whose template holds the entry script and lists two stylesheets, two
   * asset files and `count - 3` chunks to preload; returns what each task did.
   */
  const run = (count: number, insertAllAfterFirstTask = false) => {
    const stylesheets = ['assets/index-1.css', 'assets/page-1.css'];
    const assetFiles = ['/assets/a.json?version=1', '/assets/b.json?version=1'];
    const paths = Array.from(
      { length: Math.max(0, count - 3) },
      (_, i) => `assets/chunk-${i + 1}.js`,
    );
    const code = [
      'script',
      ...paths.map((path) => `modulepreload crossorigin /${path}`),
      ...assetFiles.map((address) => `preload fetch crossorigin ${address}`),
    ].slice(0, count);
    const attributes: Record<string, string> = {
      'data-stylesheets': stylesheets.join(' '),
      'data-fetch-preload': assetFiles.slice(0, Math.max(0, count - 1)).join(' '),
      'data-modulepreload': paths.join(' '),
    };
    const inserted: string[][] = [[]];
    const timers: { at: number; run: () => void }[] = [];
    let frame: (() => void) | undefined;
    const document = {
      getElementById: (id: string) =>
        id === 'page-code'
          ? {
              content: { cloneNode: () => ({ childNodes: ['script'] }) },
              getAttribute: (name: string) => attributes[name] ?? null,
            }
          : null,
      createElement: (tag: string) => {
        expect(tag).toBe('link');
        const link = { rel: '', as: '', crossOrigin: null as string | null, href: '' };
        return {
          set rel(value: string) {
            link.rel = value;
          },
          set as(value: string) {
            link.as = value;
          },
          set crossOrigin(value: string) {
            link.crossOrigin = value;
          },
          set href(value: string) {
            link.href = value;
          },
          toString: () =>
            [link.rel, link.as, link.crossOrigin === '' ? 'crossorigin' : '', link.href]
              .filter(Boolean)
              .join(' '),
        };
      },
      head: {
        appendChild: (node: object | string) => inserted.at(-1)!.push(String(node)),
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    const setTimeout = (fn: () => void, ms: number) => timers.push({ at: ms, run: fn });
    const window: { __insertPagePreloads?: () => void } = {};
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', script)(
      window,
      document,
      (fn: () => void) => (frame = fn),
      setTimeout,
    );
    // Nothing before the page paints; then tasks run in timer order, as the event loop would.
    expect(inserted.flat()).toEqual([]);
    frame!();
    let tasksRun = 0;
    while (timers.length > 0) {
      timers.sort((a, b) => a.at - b.at);
      inserted.push([]);
      timers.shift()!.run();
      tasksRun += 1;
      // The app asking for the asset files (`seedPageAssets`), as one more task.
      if (insertAllAfterFirstTask && tasksRun === 1) {
        inserted.push([]);
        window.__insertPagePreloads!();
      }
    }
    const tasks = inserted.filter((nodes) => nodes.length > 0);
    const links = stylesheets.map((path) => `stylesheet crossorigin /${path}`);
    return { code, links, tasks };
  };

  it('links the stylesheets after the paint, in their order, before the code starts', () => {
    const { links, tasks } = run(3);
    expect(tasks[0]!.slice(0, 3)).toEqual([...links, 'script']);
  });

  // The entry and the chunks listed first (its imports and the start steps) in the first task,
  // then at most 4 a task.
  it.each([1, 4, 8, 9, 77])('inserts %i nodes of code once, in order, 8 at first', (count) => {
    const { code, links, tasks } = run(count);
    const codeTasks = [tasks[0]!.slice(links.length), ...tasks.slice(1)];
    expect(codeTasks.flat()).toEqual(code);
    expect(codeTasks[0]).toEqual(code.slice(0, 8));
    expect(codeTasks.slice(1).every((nodes) => nodes.length <= 4)).toBe(true);
    expect(tasks).toHaveLength(1 + Math.ceil(Math.max(0, count - 8) / 4));
  });

  it('inserts every preload still waiting at once when the app asks for its asset files', () => {
    const { code, links, tasks } = run(40, true);
    const codeTasks = [tasks[0]!.slice(links.length), ...tasks.slice(1)];
    expect(codeTasks).toEqual([code.slice(0, 8), code.slice(8)]);
  });

  describe('buttons pressed before the app runs', () => {
    interface Taken {
      pressed: string[];
      link: string | null;
    }
    /** Runs the script on a page without code; returns its window and the page's click listener. */
    const page = () => {
      const listeners = new Set<(event: unknown) => void>();
      const inputListeners = new Set<(event: unknown) => void>();
      const document = {
        getElementById: () => null,
        addEventListener: (type: string, fn: (event: unknown) => void, capture: boolean) => {
          expect(capture).toBe(true);
          if (type === 'click') listeners.add(fn);
          else inputListeners.add(fn);
        },
        removeEventListener: (type: string, fn: (event: unknown) => void) =>
          (type === 'click' ? listeners : inputListeners).delete(fn),
      };
      const window: {
        __takeEarlyPresses?: () => Taken;
        __takeEarlyValues?: () => [unknown, unknown][];
      } = {};
      new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', script)(
        window,
        document,
        () => undefined,
        () => undefined,
      );
      const prevented: string[] = [];
      /** A click inside `button` or, with `link`, inside that link (new tab: with a modifier). */
      const click = (
        inside: { button?: string; link?: string; target?: string },
        modifiers: { ctrlKey?: boolean } = {},
      ) =>
        listeners.forEach((fn) =>
          fn({
            ...modifiers,
            target: {
              closest: (selector: string) => {
                if (selector === 'button') return inside.button ?? null;
                return inside.link ? { name: inside.link, target: inside.target ?? '' } : null;
              },
            },
            preventDefault: () => prevented.push(inside.button ?? inside.link ?? '?'),
          }),
        );
      const take = () => {
        const taken = window.__takeEarlyPresses!();
        const link = taken.link as unknown as { name: string } | null;
        return { pressed: taken.pressed, link: link ? link.name : null };
      };
      /** What typing or ticking does: the field changes, then `input` fires. */
      const input = (field: object) => inputListeners.forEach((fn) => fn({ target: field }));
      return { take, listeners, inputListeners, click, prevented, input, window };
    };

    it('remembers the buttons pressed, in order, and hands them over once', () => {
      const { take, click, prevented } = page();
      click({ button: 'fish A' });
      click({});
      click({ button: 'fish B' });
      click({ button: 'fish A' });
      expect(take()).toEqual({ pressed: ['fish A', 'fish B', 'fish A'], link: null });
      expect(take()).toEqual({ pressed: [], link: null });
      // A button's own action (a form's submission) waits for the app.
      expect(prevented).toEqual(['fish A', 'fish B', 'fish A']);
    });

    it('lets a link work without the code, unless a press waits: then it waits after it', () => {
      const { take, click, prevented } = page();
      click({ link: 'Launch' });
      expect(prevented).toEqual([]);
      click({ button: 'fish A' });
      click({ link: 'Launch' });
      // Opening a new tab (a modifier, or target="_blank") loses nothing here: left alone.
      click({ link: 'Help' }, { ctrlKey: true });
      click({ link: 'Wiki', target: '_blank' });
      expect(take()).toEqual({ pressed: ['fish A'], link: 'Launch' });
      expect(prevented).toEqual(['fish A', 'Launch']);
    });

    it('records the latest value of each field typed into or ticked, until the app takes them', () => {
      const { window, inputListeners, input } = page();
      const search = { tagName: 'INPUT', type: 'search', value: 'k' };
      const toggle = { tagName: 'INPUT', type: 'checkbox', checked: true };
      const notes = { tagName: 'TEXTAREA', type: 'textarea', value: 'hi' };
      input(search);
      input(toggle);
      search.value = 'kryta';
      input(search);
      input(notes);
      input({ tagName: 'SELECT', value: 'x' });
      // Of a radio group, only the one chosen last.
      const byRegion = { tagName: 'INPUT', type: 'radio', name: 'group', checked: true };
      const byBait = { tagName: 'INPUT', type: 'radio', name: 'group', checked: true };
      input(byRegion);
      input(byBait);
      expect(window.__takeEarlyValues!()).toEqual([
        [search, { value: 'kryta' }],
        [toggle, { checked: true }],
        [notes, { value: 'hi' }],
        [byBait, { checked: true }],
      ]);
      expect(inputListeners.size).toBe(0);
      expect(window.__takeEarlyValues!()).toEqual([]);
    });

    it('stops listening once the app has taken them (React handles later clicks)', () => {
      const { take, listeners, click } = page();
      take();
      expect(listeners.size).toBe(0);
      click({ button: 'fish A' });
      expect(take()).toEqual({ pressed: [], link: null });
    });

    it('ignores clicks on text nodes and other targets without closest()', () => {
      const { take, listeners } = page();
      listeners.forEach((fn) => fn({ target: {} }));
      listeners.forEach((fn) => fn({ target: null }));
      expect(take()).toEqual({ pressed: [], link: null });
    });
  });
});
