import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { LOCALE_LABELS, PHASE_LABELS, type Locale } from '@/lib/time';
import { LOCALES, phaseStartLocalText } from './clock-reading';
import { Countdown, TyrianTime } from './live-time';
import { PhaseIcon } from './phase-icon';
import { useLocalePhases } from './use-locale-phases';

function ShellPhase({ locale, live }: { locale: Locale; live: boolean }) {
  const labelId = useId();
  const { current, upcoming } = useLocalePhases(locale);
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
          {PHASE_LABELS[next.type]} in <Countdown end={current.end.getTime()} />{' '}
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
 * in it and the player's local time of the change. On the second tick only the countdowns and the
 * Tyrian time re-render (`live-time.tsx`); the rest at a phase change.
 */
export function ShellClock() {
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
        <TyrianTime />
      </Text>
      {LOCALES.map((locale) => (
        <ShellPhase key={locale} locale={locale} live={live} />
      ))}
    </Group>
  );
}
