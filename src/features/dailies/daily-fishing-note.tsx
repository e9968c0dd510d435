import { Text } from '@mantine/core';
import { ROTATION_ANCHOR } from '@/lib/dailies';

const anchorDate = new Date(`${ROTATION_ANCHOR.dateUtc}T00:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The Orr daily: the API has left it out of its daily category (gw2-api/issues #57). */
const ORR_DAILY = 'Daily Orr Fisher';

/**
 * Where today's daily comes from (the fixed rotation), and — on the Orr daily's day, with a key —
 * that the API may not report it (spec §8 note).
 */
export function DailyFishingNote({
  names,
  withKey,
}: {
  names: readonly string[];
  withKey: boolean;
}) {
  return (
    <Text size="sm" c="dimmed">
      {`Today's fishing daily follows the game's fixed 8-day rotation (counted from ${ROTATION_ANCHOR.dailyName} on ${anchorDate}); it changes at 00:00 UTC.`}
      {withKey && names.includes(ORR_DAILY)
        ? ' The daily Orrian fisher achievement is not in the game API, so whether you have done it may not show.'
        : ''}
    </Text>
  );
}
