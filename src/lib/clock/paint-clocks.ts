import { GAME_LOCALES, SOURCE_LOCALE, type Locale } from '@/config/locales';
import { formatInstant } from '@/lib/i18n/format-instant';
import { formatBriefDuration, formatDuration, pad2 } from '@/lib/time/duration';
import { getPhase, getUpcomingPhases, type ClockRegion, type Phase } from '@/lib/time/phases';
import { phaseStartText, readTyrianTime } from './clock-reading';
import {
  PHASE_TYPES,
  phaseIconId,
  TYRIAN_TIME_MARK,
  WORD_SEPARATOR,
  type PaintPart,
} from './paint-marks';

/** The most phases a clock shows: the current one, the next change and three after it. */
const PHASES_SHOWN = 5;

/** The UI's language of a page, from its `<html lang>` (`en-US`, `de`). */
export const localeOfLang = (lang: string): Locale =>
  GAME_LOCALES.find((locale) => lang.startsWith(locale)) ?? SOURCE_LOCALE;

/** A clock's current phase, then its next changes. */
const phasesAt = (now: number, clock: ClockRegion): Phase[] => [
  getPhase(now, clock),
  ...getUpcomingPhases(now, clock, PHASES_SHOWN - 1),
];

/**
 * A local time as en-US writes it ("5:25 PM"), without `Intl`: what a part that waits for its
 * `Intl` text holds meanwhile, hidden, so that it already takes about the place of its text.
 */
const localTimeStandIn = (instant: Date) => {
  const hours = instant.getHours();
  return `${hours % 12 || 12}:${pad2(instant.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
};

/**
 * A countdown written without `Intl` in the shape of the text its element holds (`shown`, the
 * build's "35 Min. 00 Sek."): the numbers of `english` ("4 m 07 s", which needs no `Intl`) in the
 * page's units, "4 Min. 07 Sek.". Hidden until the `Intl` fill, it already takes about the place
 * of the real text: with the build's numbers a German clock line at 390 px wrapped, then fitted
 * once filled (a layout shift of 0.072, docs/clock.md "Right from the first paint"). Seconds alone
 * take the last unit ("45 Sek."), hours the two ("1 Min. 06 Sek." for "1 Std. 06 Min.").
 */
export function countdownStandIn(shown: string | null, english: string): string {
  const numbers = english.match(/\d+/g) ?? [];
  // The build's units, each with the space after it but the last ("35 Min. ", "00 Sek.").
  return (shown?.match(/\d+\D*/g) ?? [])
    .slice(-numbers.length)
    .map((unit, index) => unit.replace(/\d+/, numbers[index] ?? ''))
    .join('');
}

/**
 * The text of a marked part (`paint-marks.ts`) of a clock at `now`, as the live clock writes it;
 * `phases` are the clock's (`phasesAt`), `words` the phases' words in the page's language, in
 * `PHASE_TYPES` order. Without `intl`, the parts that need it (`intlParts`) get a stand-in
 * (`shown`: the text the part holds) or keep their text.
 */
export function paintedText(
  mark: string,
  now: number,
  locale: Locale,
  words: readonly string[],
  phases: readonly Phase[],
  intl: boolean,
  shown: string | null,
): string | undefined {
  const [, part, index] = /^([a-z]+)(\d)$/.exec(mark) ?? [];
  const phase = phases[Number(index)];
  if (!phase) return undefined;
  switch (part) {
    case 'word':
      return words[PHASE_TYPES.indexOf(phase.type)];
    case 'icon':
      return `#${phaseIconId(phase.type)}`;
    case 'start':
      return phaseStartText(phase);
    case 'hours':
      return `${phaseStartText(phase)}–${phaseStartText(phases[1] ?? phase)}`;
    case 'left':
    case 'brief': {
      const write = part === 'left' ? formatDuration : formatBriefDuration;
      const left = phase.end.getTime() - now;
      return intl || locale === SOURCE_LOCALE
        ? write(left, locale)
        : countdownStandIn(shown, write(left));
    }
    case 'at':
      if (intl) return formatInstant(locale, 'time', phase.start);
      // Other languages' prerendered times already have their shape ("00:25").
      return locale === SOURCE_LOCALE ? localTimeStandIn(phase.start) : undefined;
    case 'min':
      return `${phase.durationMinutes}`;
  }
  return undefined;
}

/** Whether the parser has gone past `element`: something follows it or one of its ancestors. */
function parsed(element: Element) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.nextSibling) return true;
  }
  return false;
}

/**
 * Marks each clock part that waits for its live text (`data-clock-waiting`) as painted once it is
 * whole: CSS shows it then. A part shown while the parser is still inside it would grow as the
 * rest arrives (a layout shift) and show unfilled parts for a frame.
 */
export function revealPainted(root: ParentNode) {
  for (const element of root.querySelectorAll('[data-clock-waiting]:not([data-clock-painted])')) {
    if (parsed(element)) element.setAttribute('data-clock-painted', '');
  }
}

/**
 * The parts whose text needs `Intl` in `locale`: the local times, and the countdowns' units (long
 * and brief) but in English. A page's first `Intl` formatter loads its locale data (~70 ms at 4× CPU throttle), so
 * the paint-time script fills these after the first paint; CSS hides them until then
 * (`clock-text.module.css`, docs/clock.md "Right from the first paint").
 */
export const intlParts = (locale: Locale): PaintPart[] =>
  locale === SOURCE_LOCALE ? ['at'] : ['at', 'left', 'brief'];

/**
 * Fills every marked part of the clocks in `root` with its text at `now` (an icon's `<use>` gets
 * its `href`); without `intl`, the parts that need it (`intlParts`) get a stand-in or keep their
 * text. Writes only what changed, and only into the marked elements, whose nodes React keeps once
 * it hydrates them. Returns whether there was any clock to fill.
 */
export function paintClocks(root: ParentNode, now: number, locale: Locale, intl = true): boolean {
  const marked = root.querySelectorAll<HTMLElement | SVGElement>('[data-paint]');
  const phases = new Map<ClockRegion, Phase[]>();
  for (const element of marked) {
    const mark = element.dataset.paint ?? '';
    const clockElement = element.closest<HTMLElement>('[data-clock]');
    const clock = clockElement?.dataset.clock as ClockRegion | undefined;
    let text: string | undefined;
    if (mark === TYRIAN_TIME_MARK) text = readTyrianTime(now);
    else if (clock) {
      const clockPhases = phases.get(clock) ?? phasesAt(now, clock);
      phases.set(clock, clockPhases);
      const words =
        element
          .closest<HTMLElement>('[data-phase-words]')
          ?.dataset.phaseWords?.split(WORD_SEPARATOR) ?? [];
      text = paintedText(mark, now, locale, words, clockPhases, intl, element.textContent);
    }
    if (text === undefined) continue;
    if (mark.startsWith('icon')) {
      if (element.getAttribute('href') !== text) element.setAttribute('href', text);
    } else if (element.textContent !== text) element.textContent = text;
  }
  return marked.length > 0;
}
