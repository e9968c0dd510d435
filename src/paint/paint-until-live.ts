import { intlParts, localeOfLang, paintClocks, revealPainted } from '@/lib/clock/paint-clocks';
import { pageMarks } from './page-marks';

/** Set on `<html>` once the clocks hold the live time: CSS stops hiding them. */
export const CLOCK_PAINTED = 'data-clock-painted';
/**
 * Set on `<html>` until the parts that need `Intl` are filled (their parts' names): CSS hides them
 * meanwhile (`clock-text.module.css`).
 */
export const PAINT_PENDING = 'data-paint-pending';

/** Set on `<html>` by the app once it is live (`src/app/start/ready.tsx`). */
const APP_READY = 'data-app-ready';

/** What the painting reads from the browser (the tests pass their own). */
export interface PaintEnvironment {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  /** Runs `run` once the browser has painted the frame it is in. */
  afterPaint: (run: () => void) => void;
  MutationObserver: typeof MutationObserver;
}

/**
 * Marks `<html>` (`page-marks.ts`) and fills the clocks with the live time before the first paint,
 * but the parts that need `Intl`, which it fills once the page is parsed and painted; then each
 * second until the app is live, when the clocks tick on their own (docs/clock.md "Right from the
 * first paint").
 */
export function paintUntilLive(document: Document, env: PaintEnvironment) {
  const html = document.documentElement;
  const locale = localeOfLang(html.lang);
  let intl = false;
  html.setAttribute(PAINT_PENDING, intlParts(locale).join(' '));
  const paint = () => {
    // Whole seconds, as the app's ticker publishes them.
    const now = Math.floor(env.now() / 1000) * 1000;
    for (const [name, value] of Object.entries(pageMarks(now))) html.setAttribute(name, value);
    if (paintClocks(document, now, locale, intl)) {
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
  const paintIntl = () => {
    if (intl) return;
    intl = true;
    paint();
    html.removeAttribute(PAINT_PENDING);
  };
  // Once parsed (before the page's deferred code runs), after that frame's paint: the whole first
  // screen is painted by then.
  const afterParsed = () => {
    if (document.readyState === 'loading') return;
    document.removeEventListener('readystatechange', afterParsed);
    env.afterPaint(paintIntl);
  };
  document.addEventListener('readystatechange', afterParsed);
  afterParsed();
  // On the whole second, as the app's ticker (now-store.ts). Once the app is live, one last fill
  // of that second's text, which the app's render of the same second writes too, then the app's
  // clocks tick alone.
  const tick = () => {
    const live = html.hasAttribute(APP_READY);
    // A background tab paints no frames: the app's being live is then the sign.
    if (live) paintIntl();
    paint();
    if (!live) env.setTimeout(tick, 1000 - (env.now() % 1000));
  };
  env.setTimeout(tick, 1000 - (env.now() % 1000));
}
