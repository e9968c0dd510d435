import { Group, Progress, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { cardStatus, timeBarPercent, type PhaseChange } from '@/lib/notifications';
import {
  formatDuration,
  formatLocalTime,
  formatTyrianTime,
  getTyrianTime,
  PHASE_LABELS,
} from '@/lib/time';

const tabular: CSSProperties = { fontVariantNumeric: 'tabular-nums' };

/** Time left until the phase changes, with its local time; gone once it has changed. */
export function PhaseCountdown({ change, now }: { change: PhaseChange; now: number }) {
  if (now >= change.phaseStart) return null;
  return (
    <Text size="sm">
      {PHASE_LABELS[change.phase]} in{' '}
      <Text span fw={700} style={tabular}>
        {formatDuration(change.phaseStart - now)}
      </Text>{' '}
      <Text span size="xs" c="dimmed">
        (at {formatLocalTime(change.phaseStart)} your time)
      </Text>
    </Text>
  );
}

/** When the card itself goes away: its own clock, kept apart from the phase's. */
export function Expiry({ end, now }: { end: number; now: number }) {
  const expired = cardStatus({ start: 0, end }, now) === 'deactivated';
  return (
    <Text size="xs" c="dimmed" style={tabular}>
      {expired ? 'Expired!' : `Card closes in ${formatDuration(end - now)}`}
    </Text>
  );
}

/** The in-game day as a bar from 00:00 to 24:00, labelled with where it stands now. */
export function TimeBar({ now }: { now: number }) {
  const percent = Math.round(timeBarPercent(now));
  const time = formatTyrianTime(getTyrianTime(now));
  return (
    <div>
      <Group justify="space-between" gap={4} wrap="nowrap" aria-hidden>
        <Text size="xs" c="dimmed">
          00:00
        </Text>
        <Text size="xs" c="dimmed">
          In-game day · now {time}
        </Text>
        <Text size="xs" c="dimmed">
          24:00
        </Text>
      </Group>
      <Progress.Root size="sm">
        <Progress.Section value={percent} aria-label={`In-game day, now ${time}`} />
      </Progress.Root>
    </div>
  );
}
