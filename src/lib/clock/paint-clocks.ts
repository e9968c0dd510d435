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
 * The text of a marked part (`paint-marks.ts`) of `clock` at `now`, as the live clock writes it;
 * `words` are the phases' words in the page's language, in `PHASE_TYPES` order. Without `intl`,
 * the parts that need it (`intlParts`) get a stand-in or keep their text.
 */
export function paintedText(
  mark: string,
  now: number,
  clock: ClockRegion,
  locale: Locale,
  words: readonly string[],
  phases = phasesAt(now, clock),
  intl = true,
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
      if (!intl && locale !== SOURCE_LOCALE) return undefined;
      return formatDuration(phase.end.getTime() - now, locale);
    case 'brief':
      if (!intl && locale !== SOURCE_LOCALE) return undefined;
      return formatBriefDuration(phase.end.getTime() - now, locale);
    case 'at':
      if (intl) return formatInstant(locale, 'time', phase.start);
      // Other languages' prerendered times already have their shape ("00:25").
      return locale === SOURCE_LOCALE ? localTimeStandIn(phase.start) : undefined;
    case 'min':
      return String(phase.durationMinutes);
    default:
      return undefined;
  }
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
      if (!phases.has(clock)) phases.set(clock, phasesAt(now, clock));
      const words =
        element
          .closest<HTMLElement>('[data-phase-words]')
          ?.dataset.phaseWords?.split(WORD_SEPARATOR) ?? [];
      text = paintedText(mark, now, clock, locale, words, phases.get(clock), intl);
    }
    if (text === undefined) continue;
    if (mark.startsWith('icon')) {
      if (element.getAttribute('href') !== text) element.setAttribute('href', text);
    } else if (element.textContent !== text) element.textContent = text;
  }
  return marked.length > 0;
}
