import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Group, List, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { Locale } from '@/config/locales';
import { useLocale } from '@/lib/i18n';
import { LOCALE_LABELS, phaseWord, type ClockRegion, type Phase } from '@/lib/time';
import { useHydrated } from '@/hooks/use-hydrated';
import { LOCALES, phaseStartLocalText, phaseStartText } from './clock-reading';
import classes from './clock-panel.module.css';
import { Countdown, TyrianTime } from './live-time';
import { PhaseIcon } from './phase-icon';
import { PhaseInSentence } from './phase-in-sentence';
import { tabularFigures } from './tabular-figures';
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
  locale: ClockRegion;
  highlighted: boolean;
  live: boolean;
}) {
  const titleId = useId();
  const { current, upcoming } = useLocalePhases(locale, 1 + LATER_COUNT);
  const [next, ...later] = upcoming;
  const end = next ? phaseStartText(next) : '';
  const uiLocale = useLocale();
  const start = phaseStartText(current);
  const { i18n } = useLingui();
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
            <Trans>This region</Trans>
          </Badge>
        )}
      </Group>
      <Group gap="xs" mt={4} wrap="nowrap">
        <PhaseIcon type={current.type} size={24} />
        <Text fz="lg" fw={700}>
          {phaseWord(i18n, current.type)}
        </Text>
        <Text c="dimmed" fz="sm">
          {start}–{end}
        </Text>
      </Group>
      {next && <NextPhase next={next} end={current.end.getTime()} live={live} />}
      <Text fz="xs" c="dimmed" mt="xs">
        <Trans>Then</Trans>
      </Text>
      <List size="sm" listStyleType="none" spacing={2}>
        {later.map((phase) => (
          <List.Item key={phase.start.getTime()}>
            <Group gap={6} wrap="nowrap">
              <PhaseIcon type={phase.type} size={14} />
              <LaterPhase phase={phase} live={live} uiLocale={uiLocale} />
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** "Night in 12 m 57 s (at 2:35 PM your time)": the phase (the game's word) and its countdown. */
function NextPhase({ next, end, live }: { next: Phase; end: number; live: boolean }) {
  const { i18n } = useLingui();
  const phase = phaseWord(i18n, next.type);
  const localTime = phaseStartLocalText(next, live, useLocale());
  return (
    <Text fz="sm" mt={4}>
      <PhaseInSentence phase={phase} left={<Countdown end={end} />} localTime={localTime} />
    </Text>
  );
}

function LaterPhase({ phase, live, uiLocale }: { phase: Phase; live: boolean; uiLocale: Locale }) {
  const { i18n } = useLingui();
  const name = phaseWord(i18n, phase.type);
  const tyrianTime = phaseStartText(phase);
  const localTime = phaseStartLocalText(phase, live, uiLocale);
  const minutes = phase.durationMinutes;
  return (
    <>
      <span>
        <Trans>
          {name} at {tyrianTime}
        </Trans>
      </span>
      <Text span c="dimmed" fz="xs">
        <Trans>
          {localTime} your time · {minutes} min
        </Trans>
      </Text>
    </>
  );
}

export interface ClockPanelProps {
  /** The clock the current region follows; its card is marked "This region". */
  highlight?: ClockRegion;
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
          <Trans>In-game time</Trans>
        </Title>
        <Text fz="xl" fw={700} style={{ ...tabularFigures, ...hiddenUntil(live) }}>
          <VisuallyHidden>
            <Trans>Tyrian time</Trans>{' '}
          </VisuallyHidden>
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
