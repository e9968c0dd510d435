/**
 * What the player asks of a session (docs/session.md "The page"). The session itself and its
 * rules are `src/lib/session/` (`session-state.ts`, `session-time.ts`); how it is written in the
 * address is `session-address.ts`, which loads with the page, not with the store created at
 * start-up.
 */
import type { SessionState } from '@/lib/session/session-state';

export {
  DEFAULT_FORM,
  DEFAULT_MINUTES_PER_FISH,
  MINUTES_PER_FISH_RANGE,
  SESSION_LENGTHS,
  type SessionForm,
  type SessionLength,
  type SessionState,
} from '@/lib/session/session-state';

/** Minutes assumed for a switch of maps: a waypoint, the loading screen, a short walk. */
export const SWITCH_MINUTES = 3;

/** What the address holds: the session, and the fishing power it was planned with. */
export interface SessionAddress extends SessionState {
  fishingPower?: number;
}
