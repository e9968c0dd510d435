import { create } from 'zustand';

/**
 * Whether marking by hand is paused now, and for whose key (docs/progress.md "Marking by hand").
 * Set by `MarkingPausedNote` from the selected key's state; the marks store reads it to refuse a
 * toggle while paused. Kept apart from the marks so that it is never saved with them.
 */
interface MarkingPauseState {
  /** The selected key whose progress shows instead of the marks; `undefined` while marking works. */
  pausedBy: string | undefined;
}

export const useMarkingPauseStore = create<MarkingPauseState>(() => ({ pausedBy: undefined }));

/** Pauses marking for the key `keyName`, or lets it work again (`undefined`). */
export function setMarkingPause(keyName: string | undefined) {
  if (useMarkingPauseStore.getState().pausedBy === keyName) return;
  useMarkingPauseStore.setState({ pausedBy: keyName });
}
