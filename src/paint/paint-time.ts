// The paint-time script: a classic script, render-blocking in the head of every prerendered page,
// bundled from these sources by the build (scripts/lib/paint-script.ts) with the app's own time
// engine, so what it writes cannot drift from what the app writes (docs/start-up.md "What the
// build cannot know").
import { paintUntilLive } from './paint-until-live';

paintUntilLive(document, {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  // A frame's animation callbacks run before its paint, a task queued there after it. One task
  // later still: the page's code starts in the task queued there first (start-after-paint.js,
  // whose frame callback runs after this one), so the first `Intl` formatter's ~80 ms at 4× CPU
  // throttle runs while the entry script downloads instead of before it is asked for.
  afterPaint: (run) => requestAnimationFrame(() => setTimeout(() => setTimeout(run))),
  MutationObserver,
});
