import { PHASE_ORDER, type ClockRegion, type PhaseType } from '@/lib/time/phases';

/**
 * The marks the clocks render for the paint-time script (`src/paint/paint-time.ts`), which fills
 * them with the live time before the first paint of a prerendered page (docs/clock.md "Right from
 * the first paint"). A mark names a part and the phase it is of: 0 the current phase, 1 the next
 * change, 2… the ones after it.
 */
export type PaintPart =
  /** The phase's word in the page's language ("Dawn"). */
  | 'word'
  /** The `<use>` of the phase's icon (its `href`). */
  | 'icon'
  /** The Tyrian hour it begins, `HH:00`. */
  | 'start'
  /** The current phase's Tyrian hours, `05:00–06:00`. */
  | 'hours'
  /** Time left in the current phase, `12 m 45 s`. */
  | 'left'
  /** The same in short, whole minutes (`12 m`): the shell clock's on a narrow screen. */
  | 'brief'
  /** The player's local time at which it begins. */
  | 'at'
  /** Its length in real minutes. */
  | 'min';

/** The Tyrian time of day, `HH:MM`: outside any one clock. */
export const TYRIAN_TIME_MARK = 'time';

/**
 * Props of an element the script fills: its mark, and no hydration warning for the text (or
 * `href`) the script wrote there before the code ran; the live render writes the same.
 */
export const paintMark = (part: PaintPart, phase = 0) => ({
  'data-paint': `${part}${phase}`,
  suppressHydrationWarning: true,
});

/** Props of the element holding one clock's parts. */
export const clockMark = (clock: ClockRegion) => ({ 'data-clock': clock });

/** The phases in the order of the words in `data-phase-words`: the order they start in a cycle. */
export const PHASE_TYPES = PHASE_ORDER;

/** Separates the words in `data-phase-words` (words may hold spaces). */
export const WORD_SEPARATOR = '|';

/** The id of a phase icon's `<symbol>`, which every phase icon `<use>`s. */
export const phaseIconId = (type: PhaseType) => `phase-${type.toLowerCase()}`;
