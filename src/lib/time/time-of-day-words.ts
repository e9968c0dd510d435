import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TimeOfDay } from './time-of-day';

/**
 * When a fish bites, where the game gave no word for it (before its API has answered, offline):
 * `timeLabel` in `src/lib/game-words/game-word-labels.ts` prefers the game's.
 */
const TIME_OF_DAY_WORDS: Readonly<Record<TimeOfDay | 'ANY', MessageDescriptor>> = {
  ANY: msg({ context: 'time of day', message: 'Any' }),
  DAY: msg({ context: 'time of day', message: 'Day' }),
  NIGHT: msg({ context: 'time of day', message: 'Night' }),
  TWILIGHT: msg({ context: 'time of day', message: 'Dusk / Dawn' }),
};

/** "Dusk / Dawn", "Abend-/Morgendämmerung". */
export const timeOfDayWord = (i18n: I18n, time: TimeOfDay | 'ANY'): string =>
  i18n._(TIME_OF_DAY_WORDS[time]);
