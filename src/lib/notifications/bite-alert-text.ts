import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { sourceI18n } from '@/lib/i18n';
import { PHASE_LABELS } from '@/lib/time';
import type { PhaseChange } from './scheduler';

const MINUTE_MS = 60_000;

/** "Moony", "Moony and Eel", "5 fish" (the fish's names are the game's words). */
export function fishSubject(fish: readonly string[], i18n: I18n): string {
  const [first = '', second = ''] = fish;
  if (fish.length === 1) return first;
  if (fish.length === 2) return i18n._(msg`${first} and ${second}`);
  return i18n._(msg({ message: plural(fish.length, { one: '# fish', other: '# fish' }) }));
}

/**
 * A planner alert's text at `now`, read live like a time card's: "Moony bites from dusk in 5 min"
 * (minutes rounded up), "Moony bites now: dusk has begun" in the window's first minute, then
 * "Moony has been biting for 3 min, since dusk". `change` is the phase the window opens with.
 */
export function biteAlertText(fish: readonly string[], change: PhaseChange, now: number): string {
  // Notification cards are still written in English when made (docs/DECISIONS.md).
  const subject = fishSubject(fish, sourceI18n);
  const plural = fish.length > 1;
  const phase = PHASE_LABELS[change.phase].toLowerCase();
  const ahead = change.phaseStart - now;
  if (ahead > 0) {
    return `${subject} ${plural ? 'bite' : 'bites'} from ${phase} in ${Math.ceil(ahead / MINUTE_MS)} min`;
  }
  const minutesAgo = Math.floor(-ahead / MINUTE_MS);
  if (minutesAgo === 0) return `${subject} ${plural ? 'bite' : 'bites'} now: ${phase} has begun`;
  return `${subject} ${plural ? 'have' : 'has'} been biting for ${minutesAgo} min, since ${phase}`;
}
