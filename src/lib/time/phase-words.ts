import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PhaseType } from './phases';

/**
 * The clocks' phases in the page's language. The game's API names no phase (its hints say only
 * when a fish bites), so these are our catalogs' words, in GW2's own terms where it has them
 * (docs/languages.md "Every word in the page's language").
 */
const PHASE_WORDS: Readonly<Record<PhaseType, MessageDescriptor>> = {
  DAWN: msg`Dawn`,
  DAY: msg`Day`,
  DUSK: msg`Dusk`,
  NIGHT: msg`Night`,
};

/** The same inside a sentence ("bites from dusk"): English lowercases, German keeps its nouns. */
const PHASE_WORDS_MID_SENTENCE: Readonly<Record<PhaseType, MessageDescriptor>> = {
  DAWN: msg({ context: 'mid-sentence', message: 'dawn' }),
  DAY: msg({ context: 'mid-sentence', message: 'day' }),
  DUSK: msg({ context: 'mid-sentence', message: 'dusk' }),
  NIGHT: msg({ context: 'mid-sentence', message: 'night' }),
};

/** "Dusk", "Abenddämmerung", "Crépuscule". */
export const phaseWord = (i18n: I18n, phase: PhaseType): string => i18n._(PHASE_WORDS[phase]);

/** "dusk", "Abenddämmerung", "crépuscule". */
export const phaseWordMidSentence = (i18n: I18n, phase: PhaseType): string =>
  i18n._(PHASE_WORDS_MID_SENTENCE[phase]);
