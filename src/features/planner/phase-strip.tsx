import { Alert, Group, Text } from '@mantine/core';
import { useTimeDerived } from '@/features/clock';
import {
  getPhase,
  LOCALE_LABELS,
  PHASE_LABELS,
  type ClockRegion,
  type PhaseType,
} from '@/lib/time';
import { Countdown } from './countdown';

/** The clock's phase now and when it ends; dusk and dawn last five real minutes, so they say so. */
function PhaseNow({ locale }: { locale: ClockRegion }) {
  const start = useTimeDerived((now) => getPhase(now, locale).start.getTime());
  const phase = getPhase(start, locale);
  const twilight = phase.type === 'DAWN' || phase.type === 'DUSK';
  const text = (
    <>
      {LOCALE_LABELS[locale]}: <strong>{PHASE_LABELS[phase.type]}</strong>, ends in{' '}
      <Countdown to={phase.end} />
    </>
  );
  return twilight ? (
    <Alert
      color="yellow"
      variant="light"
      p="xs"
      title={`${PHASE_LABELS[phase.type]} in ${LOCALE_LABELS[locale]}`}
    >
      <Text size="sm">
        {text}. {lastsOnly(phase.type)}
      </Text>
    </Alert>
  ) : (
    <Text size="sm">{text}</Text>
  );
}

const lastsOnly = (phase: PhaseType) =>
  `${PHASE_LABELS[phase]} lasts only five real minutes: every fish bites until it ends.`;

/** Both clocks' phases, for the "catchable now" list. */
export function PhaseStrip() {
  return (
    <Group gap="lg" mb="sm" align="flex-start" aria-live="off">
      <PhaseNow locale="TYRIA" />
      <PhaseNow locale="CANTHA" />
    </Group>
  );
}
