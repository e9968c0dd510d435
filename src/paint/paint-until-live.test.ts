import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_PAINTED, PAINT_PENDING, paintUntilLive } from './paint-until-live';

/** A shell clock's Tyria part as prerendered (Tyrian midnight), in English. */
const CLOCK = `<div data-clock-waiting data-phase-words="Dawn|Day|Dusk|Night"><span data-paint="time">00:00</span>
  <div data-clock="TYRIA"><span data-paint="word0">Night</span>
  <span data-paint="left0">25 m 00 s</span> (<span data-paint="at1">12:25 AM</span>)</div></div>`;

describe('paintUntilLive', () => {
  const html = document.documentElement;
  afterEach(() => {
    // Ends each run's observing (the parser's end), so no run paints the next test's clock.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.body.innerHTML = '';
    for (const name of html.getAttributeNames()) if (name !== 'lang') html.removeAttribute(name);
  });

  /**
   * Runs it at `start` (ms) on a page in `lang`; the returned controls move the time, run the
   * pending tick and paint a frame.
   */
  function run(start: number, lang = 'en-US') {
    let now = start;
    const ticks: { run: () => void; ms: number }[] = [];
    const afterPaint: (() => void)[] = [];
    html.lang = lang;
    paintUntilLive(document, {
      now: () => now,
      setTimeout: (tick, ms) => ticks.push({ run: tick, ms }),
      afterPaint: (paint) => afterPaint.push(paint),
      MutationObserver,
    });
    return {
      ticks,
      paintFrame: () => afterPaint.splice(0).forEach((paint) => paint()),
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

  it("fills the local time only after the first paint (its Intl formatter's cost), hidden meanwhile", async () => {
    const { paintFrame } = run(at('00:27:00'));
    document.body.innerHTML = CLOCK;
    await Promise.resolve();
    // A stand-in of the local time (the next change, day, at 00:30 UTC), in its place.
    const localTime = new Date(at('00:30:00'));
    // en-US's own writing of it is the reference (Intl, which the stand-in must not call).
    expect(text('at1')).toBe(
      new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(localTime),
    );
    expect(html.getAttribute(PAINT_PENDING)).toBe('at');
    paintFrame();
    expect(text('at1')).toBe(localTime.toLocaleTimeString(undefined, { timeStyle: 'short' }));
    expect(html.hasAttribute(PAINT_PENDING)).toBe(false);
  });

  it('in other languages also leaves the countdown for after the first paint', async () => {
    const { paintFrame } = run(at('00:27:00'), 'de');
    document.body.innerHTML = CLOCK;
    await Promise.resolve();
    expect(html.getAttribute(PAINT_PENDING)).toBe('at left brief');
    // As prerendered: the page's own shape of a time; the build's units with the live numbers.
    expect([text('left0'), text('at1')]).toEqual(['3 m 00 s', '12:25 AM']);
    paintFrame();
    expect(text('left0')).toBe('3 Min. 00 Sek.');
    expect(text('at1')).toBe(
      new Date(at('00:30:00')).toLocaleTimeString('de', { timeStyle: 'short' }),
    );
    expect(html.hasAttribute(PAINT_PENDING)).toBe(false);
  });

  it('fills the local time once the app is live even when no frame is painted (a background tab)', async () => {
    const { tickAt } = run(at('00:27:00.400'));
    document.body.innerHTML = CLOCK;
    await Promise.resolve();
    html.setAttribute('data-app-ready', '');
    tickAt(at('00:27:01'));
    expect(html.hasAttribute(PAINT_PENDING)).toBe(false);
    expect(text('at1')).toBe(
      new Date(at('00:30:00')).toLocaleTimeString(undefined, { timeStyle: 'short' }),
    );
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
