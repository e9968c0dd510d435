import { SOURCE_LOCALE, type Locale } from '@/config/locales';

type InstantFormatSpec = {
  /**
   * Intl's language on English pages: what they always showed (tests and prerendered pages
   * compare the text); `undefined` is the browser's own convention.
   */
  english: string | undefined;
  options: Intl.DateTimeFormatOptions;
};

/** The ways the UI writes an instant; other languages write each in their own convention. */
const instantFormats = {
  /** A calendar day of the site's own texts, in UTC: "1 March 2026". */
  day: {
    english: 'en-GB',
    options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  },
  /** A moment in the player's time zone: "Nov 26, 2026, 11:07 AM". */
  moment: { english: 'en', options: { dateStyle: 'medium', timeStyle: 'short' } },
  /** A time on the player's own clock, 12 or 24 hours as their browser has it: "02:35 PM". */
  clock: { english: undefined, options: { hour: '2-digit', minute: '2-digit' } },
  /** A time of the in-game clocks on the player's clock, as their locale writes it: "2:35 PM". */
  time: { english: undefined, options: { timeStyle: 'short' } },
  /**
   * The same in UTC and, in English, en-US: what a prerendered page (and the hydration) shows
   * before the player's clock is known, so both render the same text.
   */
  utcTime: { english: 'en-US', options: { timeStyle: 'short', timeZone: 'UTC' } },
} satisfies Record<string, InstantFormatSpec>;

export type InstantFormat = keyof typeof instantFormats;

/** One formatter per language and format: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Written for an instant no `Date` can hold (past 8.64e15 ms, NaN): a dash, never an error. */
export const NO_INSTANT = '–';

/**
 * `instant` written the `format` way in the UI's `locale`, through `Intl`; {@link NO_INSTANT} for
 * an instant outside `Date`'s range, where `Intl` throws (a stored record must never break a page).
 */
export function formatInstant(
  locale: Locale,
  format: InstantFormat,
  instant: Date | number,
): string {
  if (Number.isNaN(new Date(instant).getTime())) return NO_INSTANT;
  const key = `${locale}|${format}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { english, options } = instantFormats[format];
    formatter = new Intl.DateTimeFormat(locale === SOURCE_LOCALE ? english : locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}
