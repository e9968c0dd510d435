// The paint-time script: a classic script, render-blocking in the head of every prerendered page,
// bundled from these sources by the build (scripts/lib/paint-script.ts) with the app's own time
// engine, so what it writes cannot drift from what the app writes (docs/start-up.md "What the
// build cannot know").
import { paintUntilLive } from './paint-until-live';

paintUntilLive(document, {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  // A frame's animation callbacks run before its paint, a task queued there after it.
  afterPaint: (run) => requestAnimationFrame(() => setTimeout(run)),
  MutationObserver,
});
