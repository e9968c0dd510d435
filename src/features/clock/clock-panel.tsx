import { Badge, Box, Group, List, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { LOCALE_LABELS, PHASE_LABELS, type Locale } from '@/lib/time';
import { useHydrated } from '@/hooks/use-hydrated';
import { LOCALES, phaseStartLocalText, phaseStartText } from './clock-reading';
import classes from './clock-panel.module.css';
import { Countdown, TyrianTime } from './live-time';
import { PhaseIcon } from './phase-icon';
import { useLocalePhases } from './use-locale-phases';

/** Prerendered and while hydrating: the clock's place is kept, its made-up time not shown. */
const hiddenUntil = (live: boolean) => (live ? undefined : ({ visibility: 'hidden' } as const));

/** How many phase changes after the next one the panel lists. */
const LATER_COUNT = 3;

function LocaleClock({
  locale,
  highlighted,
  live,
}: {
  locale: Locale;
  highlighted: boolean;
  live: boolean;
}) {
  const titleId = useId();
  const { current, upcoming } = useLocalePhases(locale, 1 + LATER_COUNT);
  const [next, ...later] = upcoming;
  const end = next ? phaseStartText(next) : '';
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="sm"
      radius="md"
      style={
        highlighted ? { borderColor: 'var(--mantine-color-cyan-5)', borderWidth: 2 } : undefined
      }
    >
      <Group justify="space-between" gap="xs">
        <Text id={titleId} fw={700}>
          {LOCALE_LABELS[locale]}
        </Text>
        {highlighted && (
          <Badge variant="light" color="cyan">
            This region
          </Badge>
        )}
      </Group>
      <Group gap="xs" mt={4} wrap="nowrap">
        <PhaseIcon type={current.type} size={24} />
        <Text fz="lg" fw={700}>
          {PHASE_LABELS[current.type]}
        </Text>
        <Text c="dimmed" fz="sm">
          {phaseStartText(current)}–{end}
        </Text>
      </Group>
      {next && (
        <Text fz="sm" mt={4}>
          {PHASE_LABELS[next.type]} in{' '}
          <Text span fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            <Countdown end={current.end.getTime()} />
          </Text>{' '}
          <Text span c="dimmed" fz="xs">
            (at {phaseStartLocalText(next, live)} your time)
          </Text>
        </Text>
      )}
      <Text fz="xs" c="dimmed" mt="xs">
        Then
      </Text>
      <List size="sm" listStyleType="none" spacing={2}>
        {later.map((phase) => (
          <List.Item key={phase.start.getTime()}>
            <Group gap={6} wrap="nowrap">
              <PhaseIcon type={phase.type} size={14} />
              <span>
                {PHASE_LABELS[phase.type]} at {phaseStartText(phase)}
              </span>
              <Text span c="dimmed" fz="xs">
                {phaseStartLocalText(phase, live)} your time · {phase.durationMinutes} min
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

export interface ClockPanelProps {
  /** The clock the current region follows; its card is marked "This region". */
  highlight?: Locale;
  /** Heading level of the panel's title, to fit the page's outline. */
  headingOrder?: 2 | 3 | 4;
}

/**
 * In-game time for the Region page: Tyrian time, each clock's phase with its Tyrian hours, the
 * time left until the next change and the changes after it, each with the player's local time.
 * Times are not announced as they tick.
 */
export function ClockPanel({ highlight, headingOrder = 2 }: ClockPanelProps) {
  const live = useHydrated();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Group justify="space-between" align="baseline">
        <Title order={headingOrder} id={headingId} size="h4">
          In-game time
        </Title>
        <Text fz="xl" fw={700} ff="monospace" style={hiddenUntil(live)}>
          <VisuallyHidden>Tyrian time </VisuallyHidden>
          <TyrianTime />
        </Text>
      </Group>
      <Box className={classes.locales} mt="sm" style={hiddenUntil(live)}>
        {LOCALES.map((locale) => (
          <LocaleClock
            key={locale}
            locale={locale}
            highlighted={highlight === locale}
            live={live}
          />
        ))}
      </Box>
    </Paper>
  );
}
