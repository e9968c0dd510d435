import { Trans, useLingui } from '@lingui/react/macro';
import { Progress } from '@mantine/core';
import '@mantine/core/styles/Progress.layer.css';
import { PhaseInSentence } from '@/features/clock/phase-in-sentence';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { cardStatus, type PhaseChange } from '@/lib/notifications/scheduler';
import { timeBarPercent } from '@/lib/notifications/time-bar';
import { formatDuration } from '@/lib/time/duration';
import { formatTyrianTime, getTyrianTime } from '@/lib/time/tyrian-clock';
import { phaseWord } from '@/lib/time/phase-words';
import { Row } from '@/components/row';
import { Text } from '@/components/text';

/** Time left until the phase changes, with its local time; gone once it has changed. */
export function PhaseCountdown({ change, now }: { change: PhaseChange; now: number }) {
  const uiLocale = useLocale();
  const { i18n } = useLingui();
  if (now >= change.phaseStart) return null;
  const phase = phaseWord(i18n, change.phase);
  const left = formatDuration(change.phaseStart - now, uiLocale);
  const localTime = formatInstant(uiLocale, 'time', change.phaseStart);
  return (
    <Text size="sm">
      <PhaseInSentence phase={phase} left={left} localTime={localTime} />
    </Text>
  );
}

/** When the card itself goes away: its own clock, kept apart from the phase's. */
export function Expiry({ end, now }: { end: number; now: number }) {
  const expired = cardStatus({ start: 0, end }, now) === 'deactivated';
  const { t } = useLingui();
  const left = formatDuration(end - now, useLocale());
  return (
    <Text size="xs" tone="dimmed" tabular>
      {expired ? t`Expired!` : t`Card closes in ${left}`}
    </Text>
  );
}

/** The in-game day as a bar from 00:00 to 24:00, labelled with where it stands now. */
export function TimeBar({ now }: { now: number }) {
  const percent = Math.round(timeBarPercent(now));
  const time = formatTyrianTime(getTyrianTime(now));
  const { t } = useLingui();
  return (
    <div>
      <Row justify="between" gap={4} nowrap aria-hidden>
        <Text size="xs" tone="dimmed">
          00:00
        </Text>
        <Text size="xs" tone="dimmed">
          <Trans>In-game day · now {time}</Trans>
        </Text>
        <Text size="xs" tone="dimmed">
          24:00
        </Text>
      </Row>
      <Progress.Root size="sm">
        <Progress.Section value={percent} aria-label={t`In-game day, now ${time}`} />
      </Progress.Root>
    </div>
  );
}
