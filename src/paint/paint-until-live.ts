import { localeOfLang, paintClocks, revealPainted } from '@/features/clock/paint-clocks';
import { pageMarks } from './page-marks';

/** Set on `<html>` once the clocks hold the live time: CSS stops hiding them. */
export const CLOCK_PAINTED = 'data-clock-painted';
/** Set on `<html>` by the app once it is live (`src/app/start/ready.tsx`). */
const APP_READY = 'data-app-ready';

/** What the painting reads from the browser (the tests pass their own). */
export interface PaintEnvironment {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  MutationObserver: typeof MutationObserver;
}

/**
 * Marks `<html>` (`page-marks.ts`) and fills the clocks with the live time before the first paint,
 * then each second until the app is live, when the clocks tick on their own (docs/clock.md "Right
 * from the first paint").
 */
export function paintUntilLive(document: Document, env: PaintEnvironment) {
  const html = document.documentElement;
  const locale = localeOfLang(html.lang);
  const paint = () => {
    // Whole seconds, as the app's ticker publishes them.
    const now = Math.floor(env.now() / 1000) * 1000;
    for (const [name, value] of Object.entries(pageMarks(now))) html.setAttribute(name, value);
    if (paintClocks(document, now, locale)) {
      html.setAttribute(CLOCK_PAINTED, '');
      revealPainted(document);
    }
  };
  paint();
  // The script runs in the head, before the body is parsed. A mutation callback runs at the end of
  // the parser's task that added the nodes, before the browser can paint them: each part of a
  // clock is filled before it is first seen.
  const observer = new env.MutationObserver(paint);
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    observer.disconnect();
    paint();
  });
  // On the whole second, as the app's ticker (now-store.ts). Once the app is live, one last fill
  // of that second's text, which the app's render of the same second writes too, then the app's
  // clocks tick alone.
  const tick = () => {
    const live = html.hasAttribute(APP_READY);
    paint();
    if (!live) env.setTimeout(tick, 1000 - (env.now() % 1000));
  };
  env.setTimeout(tick, 1000 - (env.now() % 1000));
}
