import { createPersistedStore } from '@/lib/storage/persisted-store';
import type { SessionCatchLog } from '@/lib/session/catch-log';

/**
 * Only the log: how it advances (`advanceCatchLog`) loads with the session page, not with the
 * store, which an export or an import may create on any page (`src/app/persisted-stores.ts`).
 */
interface CatchLogStore {
  /** The log of the latest session and key the app saw an answer for. */
  log?: SessionCatchLog;
}

/**
 * The session's catch log, saved with the persistence switch so a reload keeps it. One log: a
 * new session or another key replaces it.
 */
export const useCatchLogStore = createPersistedStore(
  {
    name: 'catch-log',
    version: 1,
    checks: () => import('./catch-log-checks'),
    partialize: ({ log }: CatchLogStore) => (log ? { log } : {}),
  },
  (): CatchLogStore => ({ log: undefined }),
);
