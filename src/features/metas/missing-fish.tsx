import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useGameWords } from '@/data/game-words/game-words-store';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import type { MissingItem } from '@/lib/metas/collection-cost';
import type { Hardship } from '@/lib/metas/fish-weight';
import { biteWindows } from '@/lib/planner/bite-windows';
import { formatMinutes } from '@/lib/time/format-minutes';
import type { ClockRegion } from '@/lib/time/phases';
import type { Locale } from '@/config/locales';
import classes from './metas.module.css';

const hardshipWord = (i18n: I18n, hardship: Hardship) =>
  ({
    twilight: i18n._(msg`dusk or dawn only`),
    night: i18n._(msg`at night`),
    rareHole: i18n._(msg`rare hole`),
    abovePower: i18n._(msg`above your fishing power`),
    mackerel: i18n._(msg`Mackerel bait`),
  })[hardship];

/** When a missing fish bites next on its clock: now (until when), or when and in how long. */
function nextWindow(
  entry: MissingItem,
  clock: ClockRegion,
  now: number,
  i18n: I18n,
  locale: Locale,
): string | undefined {
  const fish = entry.item.fish;
  if (!fish) return undefined;
  const [next] = biteWindows(fish, clock, now, 1);
  if (!next) return i18n._(msg`bites any time`);
  const until = formatInstant(locale, 'time', next.end);
  if (next.start.getTime() <= now) {
    return i18n._(msg`bites now, until ${until}`);
  }
  const at = formatInstant(locale, 'time', next.start);
  const wait = formatMinutes(next.start.getTime() - now, i18n);
  return i18n._(msg`next at ${at} (in ${wait})`);
}

/** A collection's missing items: each fish's name, its next window and what makes it hard. */
export function MissingFish({
  missing,
  clock,
  now,
  label,
}: {
  missing: readonly MissingItem[];
  clock: ClockRegion;
  now: number;
  label: string;
}) {
  const { i18n } = useLingui();
  const words = useGameWords();
  const locale = useLocale();
  return (
    <ul className={classes.fishList} aria-label={label}>
      {missing.map((entry) => {
        const why = entry.hardships.map((hardship) => hardshipWord(i18n, hardship));
        const when = nextWindow(entry, clock, now, i18n, locale);
        return (
          <li key={entry.item.itemId}>
            {words.itemName(entry.item.itemId, entry.item.name)}
            {when && ` — ${when}`}
            {why.length > 0 && ` · ${why.join(', ')}`}
          </li>
        );
      })}
    </ul>
  );
}
