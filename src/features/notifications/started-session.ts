/** The started session: its id, and when its last stop ends (it is over then). */
export interface StartedSession {
  id: string;
  end: number;
}

/** A two-hour session has a few dozen stops at most; a file with more is not a real export. */
export const MAX_SESSION_ALERTS = 200;
