// The start-after-paint script: a classic script (`defer`) in the head of every prerendered page,
// bundled from these sources by the build (scripts/lib/paint-script.ts). It starts the page's code
// once the page has painted and, until the app takes over, remembers what the player does
// (docs/start-up.md "The browser side"). The one part of the start that runs before any module,
// and the CSP allows no inline script: hence a file of its own.
import { recordEarlyValues } from './early-values';
import { rememberEarlyPresses } from './early-presses';
import { startPageCode } from './start-page-code';

recordEarlyValues(document, window);
rememberEarlyPresses(document, window);
startPageCode(document, {
  requestAnimationFrame: (run) => requestAnimationFrame(run),
  setTimeout: (run, ms) => setTimeout(run, ms),
});
