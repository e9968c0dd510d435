import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { MINUTE_MS } from '@/config/constants';
import { phaseWordMidSentence } from '@/lib/time/phase-words';
import type { PhaseChange } from './scheduler';

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
 * "Moony has been biting for 3 min, since dusk". `change` is the phase the window opens with; one
 * fish or several choose the sentence (English "bites" / "bite"), the phase is a placeholder.
 */
export function biteAlertText(
  fish: readonly string[],
  change: PhaseChange,
  now: number,
  i18n: I18n,
): string {
  const subject = fishSubject(fish, i18n);
  const one = fish.length === 1;
  const phase = phaseWordMidSentence(i18n, change.phase);
  const ahead = change.phaseStart - now;
  if (ahead > 0) {
    const minutes = Math.ceil(ahead / MINUTE_MS);
    return one
      ? i18n._(msg`${subject} bites from ${phase} in ${minutes} min`)
      : i18n._(msg`${subject} bite from ${phase} in ${minutes} min`);
  }
  const minutes = Math.floor(-ahead / MINUTE_MS);
  if (minutes === 0) {
    return one
      ? i18n._(msg`${subject} bites now: ${phase} has begun`)
      : i18n._(msg`${subject} bite now: ${phase} has begun`);
  }
  return one
    ? i18n._(msg`${subject} has been biting for ${minutes} min, since ${phase}`)
    : i18n._(msg`${subject} have been biting for ${minutes} min, since ${phase}`);
}
