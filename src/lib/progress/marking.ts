import type { ProgressSource } from './derive-progress';

/** Where the selected key's progress request is (`no-key` when none is selected). */
export type AccountPhase = 'no-key' | 'loading' | 'ready' | 'error';

/**
 * Whether marking fish by hand is paused (docs/progress.md "Marking by hand"): while a key
 * is selected and its progress is shown or on its way, the marks are hidden, so a click must not
 * change them. Without a key, or when the key's first load failed and the marks show instead,
 * marking works.
 */
export function markingPaused(phase: AccountPhase, source: ProgressSource): boolean {
  if (phase === 'no-key') return false;
  return source === 'account' || phase === 'loading';
}

/** What the pause follows from: the selected key, its progress request and the bit table. */
export interface MarkingPauseInputs {
  /** The selected key's name; `undefined` while none is selected. */
  keyName: string | undefined;
  /** Whether an answer of the key's progress is held (the last good one, after a failed refresh). */
  hasProgress: boolean;
  /** Whether the last request of the key's progress failed (retries spent). */
  failed: boolean;
  /** Whether the bit table that reads the account's progress has loaded. */
  hasBitTable: boolean;
}

/**
 * The key whose progress pauses marking, or `undefined` while marking works: {@link markingPaused}
 * on the phase `useAccountStatus` says and the source `useProgress` shows for the same inputs.
 */
export function markingPausedBy(inputs: MarkingPauseInputs): string | undefined {
  if (inputs.keyName === undefined) return undefined;
  const phase: AccountPhase = inputs.failed ? 'error' : inputs.hasProgress ? 'ready' : 'loading';
  const source: ProgressSource = inputs.hasProgress && inputs.hasBitTable ? 'account' : 'manual';
  return markingPaused(phase, source) ? inputs.keyName : undefined;
}
