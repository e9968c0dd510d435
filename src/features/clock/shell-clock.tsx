import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { LOCALE_LABELS, PHASE_LABELS, type Locale } from '@/lib/time';
import { LOCALES, phaseStartLocalText, readLocale, readTyrianTime } from './clock-reading';
import { useNow } from './now-store';
import { PhaseIcon } from './phase-icon';

function ShellPhase({ now, locale, live }: { now: number; locale: Locale; live: boolean }) {
  const labelId = useId();
  const { current, upcoming, countdown } = readLocale(now, locale);
  const next = upcoming[0];
  return (
    <Group role="group" aria-labelledby={labelId} gap={4} wrap="nowrap">
      <Text span id={labelId} fz="sm" c="dimmed">
        {LOCALE_LABELS[locale]}
      </Text>
      <PhaseIcon type={current.type} size={16} />
      <Text span fz="sm" fw={600}>
        {PHASE_LABELS[current.type]}
      </Text>
      {next && (
        <Text
          span
          fz="sm"
          c="dimmed"
          style={{ fontVariantNumeric: 'tabular-nums' }}
          title={`${PHASE_LABELS[next.type]} at ${phaseStartLocalText(next, live)} your time`}
        >
          <VisuallyHidden>, </VisuallyHidden>
          {PHASE_LABELS[next.type]} in {countdown}{' '}
          <Text span fz="xs">
            ({phaseStartLocalText(next, live)})
          </Text>
        </Text>
      )}
    </Group>
  );
}

/**
 * Compact in-game clock for the app shell: Tyrian time, then each clock's phase, the time left
 * in it and the player's local time of the change. Only this component re-renders on the second tick.
 */
export function ShellClock() {
  const now = useNow();
  const live = useHydrated();
  return (
    <Group
      role="group"
      aria-label="In-game time"
      gap="sm"
      wrap="wrap"
      justify="flex-end"
      ml="auto"
      // Prerendered and while hydrating: the clock's place is kept, its made-up time not shown.
      style={live ? undefined : { visibility: 'hidden' }}
    >
      <Text span fz="sm" fw={700} ff="monospace">
        <VisuallyHidden>Tyrian time </VisuallyHidden>
        {readTyrianTime(now)}
      </Text>
      {LOCALES.map((locale) => (
        <ShellPhase key={locale} now={now} locale={locale} live={live} />
      ))}
    </Group>
  );
}
