import { Text } from '@mantine/core';
import { ROTATION_ANCHOR } from '@/lib/dailies';
import { useDailyFishing } from './use-daily-fishing';

const anchorDate = new Date(`${ROTATION_ANCHOR.dateUtc}T00:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Whether a daily is the Orrian fisher daily ("Daily Orr Fisher"). */
export const isOrrianDaily = (name: string) => /\bOrr\b/.test(name);

/**
 * Where today's dailies come from: the rotation note when the API gave nothing, and — only when
 * the Orrian fisher daily is one of today's — the spec §8 note that it is not in the game API.
 */
export function DailyFishingNote() {
  const { source, names } = useDailyFishing();
  return (
    <Text size="sm" c="dimmed">
      {source === 'rotation'
        ? `Estimated from the daily rotation: the game API listed no fishing daily, so today's follows the known 8-day rotation (counted from ${ROTATION_ANCHOR.dailyName} on ${anchorDate}). `
        : "Today's fishing dailies come from the game API. "}
      {names.some(isOrrianDaily) &&
        'The daily Orrian fisher achievement is not in the game API, so it will not show correctly.'}
    </Text>
  );
}
