import { createPersistedStore } from '@/lib/storage';
import { DEFAULT_FORM, type SessionForm, type SessionState } from './session-form';

interface SessionStore extends SessionState {
  /** Changes what the form asks; the session's start and re-plan stay. */
  change: (change: Partial<SessionForm>) => void;
  /**
   * "Start session": the start is fixed (now, unless the player chose a time); a session still
   * running keeps its start.
   */
  start: (now: number) => void;
  /** "End session". */
  end: () => void;
  /** "Plan the rest from now": the route starts at `now`, without the fish caught before. */
  planRestFromNow: (now: number) => void;
  /** The whole session at once (from a shared link). */
  replace: (state: SessionState) => void;
}

const MINUTE = 60_000;

/**
 * The planned session (issue 42): saved like every setting while persistence is on, so it
 * survives a reload; while it is off, the page keeps it in the address (`use-session-address.ts`).
 */
export const useSessionStore = createPersistedStore(
  {
    name: 'session',
    version: 1,
    checks: () => import('./session-checks'),
    partialize: ({ form, startedAt, restFrom }: SessionStore): SessionState => ({
      form,
      startedAt,
      restFrom,
    }),
  },
  (set) => ({
    form: DEFAULT_FORM,
    change: (change) => set((state) => ({ form: { ...state.form, ...change } })),
    // Left open, the start is the minute the route was planned from (`use-session-plan.ts`).
    // Pressed again while the same session runs (its alerts live only in the tab while
    // persistence is off, so a reload offers "Start session" again), the start stays, and with it
    // the catch log counted from it.
    start: (now) =>
      set((state) => {
        const { start } = state.form;
        const running =
          state.startedAt !== undefined &&
          start !== undefined &&
          now < start + state.form.minutes * MINUTE;
        return {
          startedAt: running ? state.startedAt : now,
          form: { ...state.form, start: start ?? Math.floor(now / MINUTE) * MINUTE },
        };
      }),
    end: () => set({ startedAt: undefined, restFrom: undefined }),
    planRestFromNow: (now) => set({ restFrom: now }),
    replace: ({ form, startedAt, restFrom }) => set({ form, startedAt, restFrom }),
  }),
);

/** The session's state without its actions (what is saved, written in the address, compared). */
export const sessionStateOf = ({ form, startedAt, restFrom }: SessionState): SessionState => ({
  form,
  startedAt,
  restFrom,
});
