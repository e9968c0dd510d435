import { SOURCE_LOCALE, type Locale } from '@/config/locales';

export const pad2 = (value: number) => String(value).padStart(2, '0');

type Unit = 'hour' | 'minute' | 'second';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `12 m`, `05 s` in English: letters no `Intl` style writes ("12m" narrow, "12 min" short), kept
 * as they were. Other languages' own short units through `Intl.NumberFormat` ("12 Min.", "05 s"),
 * cached: the shell's clock ticks every second.
 */
function unitText(locale: Locale, unit: Unit, value: number, padded = false) {
  if (locale === SOURCE_LOCALE) return `${padded ? pad2(value) : value} ${unit[0]}`;
  const key = `${locale} ${unit} ${padded}`;
  let format = formats.get(key);
  if (!format) {
    const digits = padded ? 2 : 1;
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      minimumIntegerDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * Time left in short, for a narrow screen's clock line (issue 60: "Morgendämmerung in 21 Min. 49
 * Sek." wrapped at 390 px): whole minutes, `38 m` or `66 m` ("38 Min."), and the seconds only in
 * the last minute (`45 s`). The minutes are the whole ones left, as a countdown reads.
 */
export function formatBriefDuration(ms: number, locale: Locale = SOURCE_LOCALE): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  if (totalSeconds < 60) return unitText(locale, 'second', totalSeconds);
  return unitText(locale, 'minute', Math.floor(totalSeconds / 60));
}

/**
 * Time left as a duration that cannot be mistaken for a time of day: `45 s`, `12 m 57 s`,
 * `1 h 06 m` (an hour or more drops the seconds) in English, "12 Min. 57 Sek." in German. Rounds
 * up to whole seconds, so `0 s` shows only once the moment has come; negative values clamp to 0.
 */
export function formatDuration(ms: number, locale: Locale = SOURCE_LOCALE): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0)
    return `${unitText(locale, 'hour', hours)} ${unitText(locale, 'minute', minutes, true)}`;
  if (minutes > 0)
    return `${unitText(locale, 'minute', minutes)} ${unitText(locale, 'second', seconds, true)}`;
  return unitText(locale, 'second', seconds);
}
