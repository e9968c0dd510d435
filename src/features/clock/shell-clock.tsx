import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale } from '@/lib/i18n/use-locale';
import { LOCALE_LABELS } from '@/lib/time/time-of-day';
import { phaseWord } from '@/lib/time/phase-words';
import type { ClockRegion } from '@/lib/time/phases';
import { LOCALES, phaseStartLocalText } from '@/lib/clock/clock-reading';
import text from './clock-text.module.css';
import { Countdown, TyrianTime } from './live-time';
import { clockMark, paintMark } from '@/lib/clock/paint-marks';
import { PhaseIcon, PhaseIconSymbols } from './phase-icon';
import { usePhaseWords } from './phase-words-mark';
import classes from './shell-clock.module.css';
import { useLocalePhases } from './use-locale-phases';
import { Row } from '@/components/row';
import { Text } from '@/components/text';
import { VisuallyHidden } from '@/components/visually-hidden';

/**
 * "Dusk in 1 h 03 m": the next phase's word and the countdown, each filled by the paint script.
 * On a narrow screen the countdown is the brief one ("Dusk in 63 m"), so the line stays one line
 * in every language (CSS shows one of the two; the other is not rendered for anyone).
 */
function NextPhaseIn({ word, end }: { word: string; end: number }) {
  const nextPhase = <span {...paintMark('word', 1)}>{word}</span>;
  return (
    <Trans>
      {nextPhase} in <ShellCountdown end={end} />
    </Trans>
  );
}

/** The long countdown, and the brief one narrow screens show in its place. */
function ShellCountdown({ end }: { end: number }) {
  return (
    <>
      <Countdown end={end} className={classes.long} />
      <Countdown end={end} brief className={classes.brief} />
    </>
  );
}

function ShellPhase({ clock, live }: { clock: ClockRegion; live: boolean }) {
  const labelId = useId();
  const { current, upcoming } = useLocalePhases(clock);
  const next = upcoming[0];
  const { t, i18n } = useLingui();
  const uiLocale = useLocale();
  const nextPhase = next && phaseWord(i18n, next.type);
  const localTime = next && phaseStartLocalText(next, live, uiLocale);
  return (
    <Row gap={4} justify="end" nowrap role="group" aria-labelledby={labelId} {...clockMark(clock)}>
      <Text as="span" id={labelId} size="sm" tone="dimmed" className={text.line}>
        {LOCALE_LABELS[clock]}
      </Text>
      <PhaseIcon type={current.type} size={16} phase={0} />
      <Text as="span" size="sm" weight={600} className={text.line} {...paintMark('word')}>
        {phaseWord(i18n, current.type)}
      </Text>
      {next && (
        <Text
          as="span"
          size="sm"
          tone="dimmed"
          tabular
          className={`${text.line} ${classes.next}`}
          // Only once live: before, the build's time would be the tooltip.
          title={live ? t`${nextPhase} at ${localTime} your time` : undefined}
        >
          <VisuallyHidden>, </VisuallyHidden>
          <NextPhaseIn word={phaseWord(i18n, next.type)} end={current.end.getTime()} />{' '}
          <Text as="span" size="xs" className={text.line}>
            (<span {...paintMark('at', 1)}>{localTime}</span>)
          </Text>
        </Text>
      )}
    </Row>
  );
}

/**
 * Compact in-game clock for the app shell: Tyrian time, then each clock's phase, the time left
 * in it and the player's local time of the change. On the second tick only the countdowns and the
 * Tyrian time re-render (`live-time.tsx`); the rest at a phase change. Before the code runs, the
 * paint-time script has filled it (`paint-marks.ts`); without that script, it keeps its place
 * hidden until live (docs/clock.md "Right from the first paint").
 */
export function ShellClock() {
  const live = useHydrated();
  const { t } = useLingui();
  return (
    <Row
      gap="sm"
      justify="end"
      role="group"
      aria-label={t`In-game time`}
      className={classes.clock}
      data-clock-waiting={live ? undefined : ''}
      // The paint-time script marks it `data-clock-painted` (paint-clocks.ts).
      suppressHydrationWarning
      {...usePhaseWords()}
    >
      <Text as="span" size="sm" weight={700} tabular className={text.line}>
        <VisuallyHidden>
          <Trans>Tyrian time</Trans>{' '}
        </VisuallyHidden>
        <TyrianTime />
      </Text>
      {LOCALES.map((clock) => (
        <ShellPhase key={clock} clock={clock} live={live} />
      ))}
      <PhaseIconSymbols />
    </Row>
  );
}
