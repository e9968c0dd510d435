import { useEffect, useState } from 'react';

/**
 * How many of a page's `total` parts to render: the first at once, each next one in a task of its
 * own once the one before is committed (docs/planner.md "The first screen first"). The planner and
 * the session render their first screen in the render that makes the page live, and the rest
 * after it in small steps. Each step is a plain update, not a transition: a transition starts again
 * from the top whenever the clock ticks during it, so a step longer than a tick was put off until
 * React forced it through, seconds later, in one long task. Mount it once the parts are known.
 * Once every part is in, later renders show them all at once (a part added later included).
 */
export function useRevealedSteps(total: number): number {
  const [shown, setShown] = useState(1);
  const more = shown < total;
  useEffect(() => {
    if (!more) return;
    // A task of its own: the browser paints the step just committed and answers input first.
    const next = setTimeout(() => setShown((steps) => (steps + 1 >= total ? Infinity : steps + 1)));
    return () => clearTimeout(next);
  }, [more, shown, total]);
  return Math.min(shown, total);
}
