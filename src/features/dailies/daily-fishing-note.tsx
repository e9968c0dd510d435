import { Trans } from '@lingui/react/macro';
import { useGameWords } from '@/data/game-words/game-words-store';
import { ROTATION_ANCHOR, dailyName } from '@/lib/dailies/rotation';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { Text } from '@/components/text';
import classes from './daily-fishing-note.module.css';

const anchorDay = new Date(`${ROTATION_ANCHOR.dateUtc}T00:00:00Z`);

/** The Orr daily: the API has left it out of its daily category (gw2-api/issues #57). */
const ORR_DAILY = 'Daily Orr Fisher';

/**
 * Where today's daily comes from (the fixed rotation) and that the game's API does not say whether
 * it is done (docs/account.md "Dailies"); the same every day, so a prerendered page paints it
 * before it knows the day. The daily's name is the game's (a placeholder); the date is
 * written the page's language's way.
 */
export function DailyFishingNote() {
  const anchorDate = formatInstant(useLocale(), 'day', anchorDay);
  const anchorDaily = dailyName(useGameWords(), ROTATION_ANCHOR.dailyName);
  return (
    <Text size="sm" tone="dimmed" className={classes.note}>
      <Trans>
        Today&apos;s fishing daily follows the game&apos;s fixed 8-day rotation (counted from{' '}
        {anchorDaily} on {anchorDate}); it changes at 00:00 UTC.
      </Trans>{' '}
      <Trans>
        The game&apos;s API does not report daily achievements, so this site cannot show whether you
        have done today&apos;s — check in the game.
      </Trans>
    </Text>
  );
}

/** On the Orr daily's day, the spec's own note (§8); nothing on other days. */
export function OrrDailyCaveat({ names }: { names: readonly string[] }) {
  if (!names.includes(ORR_DAILY)) return null;
  return (
    <Text size="sm" tone="dimmed" className={classes.note}>
      <Trans>
        The daily Orrian fisher achievement is not in the game API, so it will not show correctly.
      </Trans>
    </Text>
  );
}
