import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/config/locales';
import { HydratedContext, hydrationSignal } from '@/hooks/use-hydrated';
import { renderInLanguage } from '@/testing/render-in-language';
import { ClockPanel } from './clock-panel';
import { paintClocks } from '@/lib/clock/paint-clocks';
import { ShellClock } from './shell-clock';

/** Both clocks as a page shows them: as prerendered (`live` false) or live. */
const clocks = (live: boolean) => (
  <HydratedContext value={hydrationSignal(live)}>
    <ShellClock />
    <ClockPanel highlight="CANTHA" />
  </HydratedContext>
);

/** Every marked part's text (an icon's `href`), and the clocks' whole text. */
function readingOf(container: HTMLElement) {
  const parts = [...container.querySelectorAll<HTMLElement>('[data-paint]')].map((element) =>
    element.tagName.toLowerCase() === 'use'
      ? element.getAttribute('href')
      : `${element.dataset.paint}=${element.textContent}`,
  );
  return { parts, text: container.textContent };
}

/** The numbers of each countdown part (long and brief), as `readingOf` lists them. */
const countdownNumbers = (parts: (string | null)[]) =>
  parts.flatMap((part) =>
    part && /^(left|brief)\d=/.test(part) ? [part.replace(/^\w+=/, '').match(/\d+/g)] : [],
  );

// Each phase of both clocks (Tyria's and Cantha's), as e2e/paint-time.spec.ts.
const instants = [
  ['2026-11-22T00:27:00Z', 'Tyria dawn, Cantha night'],
  ['2026-11-22T00:37:12Z', 'Tyria day, Cantha dawn'],
  ['2026-11-22T01:00:00Z', 'Tyria day, Cantha day'],
  ['2026-11-22T01:37:59Z', 'Tyria day, Cantha dusk'],
  ['2026-11-22T01:42:30Z', 'Tyria dusk, Cantha night'],
  ['2026-11-22T01:50:01Z', 'Tyria night, Cantha night'],
];

describe('paintClocks (the paint-time script on the prerendered clocks)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe.each<Locale>(['en', 'de'])('in %s', (locale) => {
    it.each(instants)(
      'at %s (%s) writes what the live clocks show',
      async (instant) => {
        vi.useFakeTimers({ now: new Date(instant) });
        const prerendered = await renderInLanguage(locale, clocks(false));
        const before = readingOf(prerendered.container);
        // Before the first paint, without `Intl`: the countdowns hold stand-ins.
        paintClocks(prerendered.container, Date.now(), locale, false);
        const standIns = countdownNumbers(readingOf(prerendered.container).parts);
        expect(paintClocks(prerendered.container, Date.now(), locale)).toBe(true);
        const painted = readingOf(prerendered.container);
        cleanup();

        const live = readingOf((await renderInLanguage(locale, clocks(true))).container);
        // The stand-ins already have the live countdowns' numbers (their width: docs/clock.md).
        expect(standIns).toEqual(countdownNumbers(live.parts));
        // The build's reading (Tyrian midnight) is another one: the test would otherwise say nothing.
        expect(before).not.toEqual(live);
        expect(painted).toEqual(live);
        // The shell's Tyrian time and both clocks' 6 parts (its countdown long and brief); the
        // panel's Tyrian time and both clocks' 6 parts and 5 for each of the 3 later changes: every
        // part was compared.
        expect(painted.parts).toHaveLength(1 + 2 * 6 + 1 + 2 * (6 + 3 * 5));
        // Loading a language's words first takes a while on a busy machine.
      },
      20_000,
    );
  });
});
