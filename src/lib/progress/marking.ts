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
