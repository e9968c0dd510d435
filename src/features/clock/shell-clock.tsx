import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale } from '@/lib/i18n';
import { LOCALE_LABELS, phaseWord, type ClockRegion } from '@/lib/time';
import { LOCALES, phaseStartLocalText } from './clock-reading';
import { Countdown, TyrianTime } from './live-time';
import { PhaseIcon } from './phase-icon';
import classes from './shell-clock.module.css';
import { tabularFigures } from './tabular-figures';
import { useLocalePhases } from './use-locale-phases';

function ShellPhase({ locale, live }: { locale: ClockRegion; live: boolean }) {
  const labelId = useId();
  const { current, upcoming } = useLocalePhases(locale);
  const next = upcoming[0];
  const { t, i18n } = useLingui();
  const uiLocale = useLocale();
  const nextPhase = next && phaseWord(i18n, next.type);
  const localTime = next && phaseStartLocalText(next, live, uiLocale);
  return (
    <Group role="group" aria-labelledby={labelId} gap={4} wrap="nowrap" justify="flex-end">
      <Text span id={labelId} fz="sm" c="dimmed">
        {LOCALE_LABELS[locale]}
      </Text>
      <PhaseIcon type={current.type} size={16} />
      <Text span fz="sm" fw={600}>
        {phaseWord(i18n, current.type)}
      </Text>
      {next && (
        <Text
          span
          fz="sm"
          c="dimmed"
          style={tabularFigures}
          title={t`${nextPhase} at ${localTime} your time`}
        >
          <VisuallyHidden>, </VisuallyHidden>
          <Trans>
            {nextPhase} in <Countdown end={current.end.getTime()} />
          </Trans>{' '}
          <Text span fz="xs">
            ({localTime})
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
  const { t } = useLingui();
  return (
    <Group
      role="group"
      aria-label={t`In-game time`}
      className={classes.clock}
      gap="sm"
      wrap="wrap"
      justify="flex-end"
      ml="auto"
      // Prerendered and while hydrating: the clock's place is kept, its made-up time not shown.
      style={live ? undefined : { visibility: 'hidden' }}
    >
      <Text span fz="sm" fw={700} style={tabularFigures}>
        <VisuallyHidden>
          <Trans>Tyrian time</Trans>{' '}
        </VisuallyHidden>
        <TyrianTime />
      </Text>
      {LOCALES.map((locale) => (
        <ShellPhase key={locale} locale={locale} live={live} />
      ))}
    </Group>
  );
}
