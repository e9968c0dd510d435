import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_PAINTED, paintUntilLive } from './paint-until-live';

/** A shell clock's Tyria part as prerendered (Tyrian midnight), in English. */
const CLOCK = `<div data-clock-waiting data-phase-words="Dawn|Day|Dusk|Night"><span data-paint="time">00:00</span>
  <div data-clock="TYRIA"><span data-paint="word0">Night</span>
  <span data-paint="left0">25 m 00 s</span></div></div>`;

describe('paintUntilLive', () => {
  const html = document.documentElement;
  afterEach(() => {
    document.body.innerHTML = '';
    for (const name of html.getAttributeNames()) if (name !== 'lang') html.removeAttribute(name);
  });

  /** Runs it at `start` (ms); the returned controls move the time and run the pending tick. */
  function run(start: number) {
    let now = start;
    const ticks: { run: () => void; ms: number }[] = [];
    html.lang = 'en-US';
    paintUntilLive(document, {
      now: () => now,
      setTimeout: (tick, ms) => ticks.push({ run: tick, ms }),
      MutationObserver,
    });
    return {
      ticks,
      tickAt(ms: number) {
        now = ms;
        ticks.shift()?.run();
      },
    };
  }

  const text = (mark: string) => document.querySelector(`[data-paint="${mark}"]`)?.textContent;
  // Tyria: dawn from 00:25:00 UTC, day from 00:30:00.
  const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);

  it("marks the page's phases and day at once, before any clock exists", () => {
    run(at('00:27:00'));
    expect(html.getAttribute('data-phase-tyria')).toBe('dawn');
    expect(html.getAttribute('data-phase-cantha')).toBe('night');
    expect(html.getAttribute('data-daily-rotation')).toMatch(/^[0-7]$/);
    expect(html.hasAttribute(CLOCK_PAINTED)).toBe(false);
  });

  it('fills a clock as soon as it is added to the page, and says so', async () => {
    run(at('00:27:00.400'));
    document.body.innerHTML = CLOCK;
    // Mutation callbacks run as a microtask, as at the end of the parser's task.
    await Promise.resolve();
    expect([text('time'), text('word0'), text('left0')]).toEqual(['05:24', 'Dawn', '3 m 00 s']);
    expect(html.hasAttribute(CLOCK_PAINTED)).toBe(true);
  });

  it('shows a waiting clock only once the parser has gone past it, so it never grows', async () => {
    run(at('00:27:00'));
    document.body.innerHTML = CLOCK;
    await Promise.resolve();
    const clock = document.querySelector('[data-clock-waiting]')!;
    expect(clock.hasAttribute(CLOCK_PAINTED)).toBe(false);
    document.body.append(document.createElement('main'));
    await Promise.resolve();
    expect(clock.hasAttribute(CLOCK_PAINTED)).toBe(true);
  });

  it('ticks on the whole second until the app is live, then fills once more and stops', async () => {
    const { ticks, tickAt } = run(at('00:29:58.400'));
    document.body.innerHTML = CLOCK;
    await Promise.resolve();
    expect(ticks.map((tick) => tick.ms)).toEqual([600]);
    tickAt(at('00:29:59'));
    expect(text('left0')).toBe('1 s');
    tickAt(at('00:30:00'));
    expect([text('word0'), text('left0')]).toEqual(['Day', '1 h 10 m']);
    expect(html.getAttribute('data-phase-tyria')).toBe('day');
    html.setAttribute('data-app-ready', '');
    tickAt(at('00:30:01'));
    expect(text('left0')).toBe('1 h 09 m');
    expect(ticks).toEqual([]);
  });
});
