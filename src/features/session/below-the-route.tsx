import type { ReactNode } from 'react';
import { useRevealedSteps } from '@/lib/planner/use-revealed-steps';
import classes from './session.module.css';

/**
 * What the page shows below the route (the catch log, the bait), a task after the route: the first
 * stop renders with the page going live (docs/session.md "The first stop first"). Their place is
 * kept meanwhile, so nothing below moves into view.
 */
export function BelowTheRoute({ children }: { children: ReactNode }) {
  const steps = useRevealedSteps(2);
  return steps > 1 ? children : <div className={classes.pending} />;
}
