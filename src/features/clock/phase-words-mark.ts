import { useLingui } from '@lingui/react/macro';
import { phaseWord } from '@/lib/time/phase-words';
import { PHASE_TYPES, WORD_SEPARATOR } from '@/lib/clock/paint-marks';

/**
 * Props of a clock's outer element: the phases' words in the page's language, from which the
 * paint-time script writes them (it has no catalog of its own).
 */
export function usePhaseWords() {
  const { i18n } = useLingui();
  return {
    'data-phase-words': PHASE_TYPES.map((type) => phaseWord(i18n, type)).join(WORD_SEPARATOR),
  };
}
