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
    };
    const setTimeout = (fn: () => void, ms: number) => timers.push({ at: ms, run: fn });
    new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
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
});
