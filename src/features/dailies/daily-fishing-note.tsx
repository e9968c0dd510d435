import { Text } from '@mantine/core';
import { ROTATION_ANCHOR } from '@/lib/dailies';
import { formatInstant, useLocale } from '@/lib/i18n';

const anchorDay = new Date(`${ROTATION_ANCHOR.dateUtc}T00:00:00Z`);

/** Said wherever the dailies are: the daily box and the FAQ. */
export const DAILIES_NOT_IN_API =
  "The game's API does not report daily achievements, so this site cannot show whether you have done today's — check in the game.";

/** The Orr daily: the API has left it out of its daily category (gw2-api/issues #57). */
const ORR_DAILY = 'Daily Orr Fisher';

/**
 * Where today's daily comes from (the fixed rotation), that the game's API does not say whether it
 * is done (docs/DECISIONS.md "Dailies"), and on the Orr daily's day the spec's own note (§8).
 */
export function DailyFishingNote({ names }: { names: readonly string[] }) {
  const anchorDate = formatInstant(useLocale(), 'day', anchorDay);
  return (
    <Text size="sm" c="dimmed">
      {`Today's fishing daily follows the game's fixed 8-day rotation (counted from ${ROTATION_ANCHOR.dailyName} on ${anchorDate}); it changes at 00:00 UTC. `}
      {DAILIES_NOT_IN_API}
      {names.includes(ORR_DAILY)
        ? ' The daily Orrian fisher achievement is not in the game API, so it will not show correctly.'
        : ''}
    </Text>
  );
}
