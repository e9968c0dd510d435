import { DEFAULT_FORM, keptCollections } from '@/lib/session/session-state';
import { endSession, planRest, startSession } from '@/lib/session/session-time';
import { createPersistedStore } from '@/lib/storage/persisted-store';
import type { SessionForm, SessionState } from './session-form';

interface SessionStore extends SessionState {
  /** Changes what the form asks; the session's start and re-plan stay. */
  change: (change: Partial<SessionForm>) => void;
  /** "Start session" (`startSession`: a session still running keeps its start). */
  start: (now: number) => void;
  /** "End session". */
  end: () => void;
  /**
   * "Plan the rest from now": the route starts at `now`, without the fish caught before, on the
   * map `on` (the current stop's collection) without a switch.
   */
  planRestFromNow: (now: number, on?: string) => void;
  /** The whole session at once (a shared link the player chose to open as theirs). */
  replace: (state: SessionState) => void;
}

/**
 * The planned session (issue 42): saved like every setting while persistence is on, so it
 * survives a reload; while it is off, the page keeps it in the address (`use-session-address.ts`).
 * Its rules (running, start, end, re-plan) are `src/lib/session/session-time.ts`.
 */
export const useSessionStore = createPersistedStore(
  {
    name: 'session',
    version: 1,
    checks: () => import('./session-checks'),
    partialize: (state: SessionStore): SessionState => sessionStateOf(state),
  },
  (set) => ({
    form: DEFAULT_FORM,
    change: (change) =>
      set((state) => {
        const form = { ...state.form, ...change };
        return { form: { ...form, collections: keptCollections(form.collections) } };
      }),
    start: (now) => set((state) => startSession(sessionStateOf(state), now)),
    end: () =>
      set((state) => ({
        ...endSession(state),
        startedAt: undefined,
        restFrom: undefined,
        restOn: undefined,
      })),
    planRestFromNow: (now, on) => set((state) => planRest(sessionStateOf(state), now, on)),
    replace: ({ form, startedAt, restFrom, restOn }) => set({ form, startedAt, restFrom, restOn }),
  }),
);

/** The session's state without its actions (what is saved, written in the address, compared). */
export function sessionStateOf({ form, startedAt, restFrom, restOn }: SessionState): SessionState {
  return { form, startedAt, restFrom, restOn };
}
