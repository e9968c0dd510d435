import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { useId } from 'react';
import type { Locale } from '@/config/locales';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale } from '@/lib/i18n/use-locale';
import { LOCALE_LABELS } from '@/lib/time/time-of-day';
import { phaseWord } from '@/lib/time/phase-words';
import type { ClockRegion, Phase } from '@/lib/time/phases';
import { LOCALES, phaseStartLocalText, phaseStartText } from '@/lib/clock/clock-reading';
import classes from './clock-panel.module.css';
import text from './clock-text.module.css';
import { Countdown, TyrianTime } from './live-time';
import { clockMark, paintMark } from '@/lib/clock/paint-marks';
import { PhaseIcon } from './phase-icon';
import { PhaseInSentence } from './phase-in-sentence';
import { usePhaseWords } from './phase-words-mark';
import { useLocalePhases } from './use-locale-phases';
import { Card } from '@/components/card';
import { Heading } from '@/components/heading';
import { VisuallyHidden } from '@/components/visually-hidden';
import { Badge } from '@/components/badge';
import list from '@/components/list.module.css';
import { Row } from '@/components/row';
import space from '@/components/spacing.module.css';
import { Text } from '@/components/text';

/** How many phase changes after the next one the panel lists. */
const LATER_COUNT = 3;

/** Prerendered and while hydrating: hidden in its place unless the paint-time script filled it. */
const waiting = (live: boolean) => ({
  'data-clock-waiting': live ? undefined : '',
  // The paint-time script marks it `data-clock-painted` (paint-clocks.ts).
  suppressHydrationWarning: true,
});

function LocaleClock({
  clock,
  highlighted,
  live,
}: {
  clock: ClockRegion;
  highlighted: boolean;
  live: boolean;
}) {
  const titleId = useId();
  const { current, upcoming } = useLocalePhases(clock, 1 + LATER_COUNT);
  const [next, ...later] = upcoming;
  const end = next ? phaseStartText(next) : '';
  const uiLocale = useLocale();
  const start = phaseStartText(current);
  const { i18n } = useLingui();
  return (
    <Card
      as="section"
      padding="sm"
      aria-labelledby={titleId}
      className={highlighted ? classes.highlighted : undefined}
      {...clockMark(clock)}
    >
      <Row justify="between" gap="xs">
        <Text id={titleId} weight={700} className={text.line}>
          {LOCALE_LABELS[clock]}
        </Text>
        {highlighted && (
          <Badge tone="lightCyan" caps>
            <Trans>This region</Trans>
          </Badge>
        )}
      </Row>
      <Row nowrap gap="xs" className={space.mt4}>
        <PhaseIcon type={current.type} size={24} phase={0} />
        <Text size="lg" weight={700} className={text.line} {...paintMark('word')}>
          {phaseWord(i18n, current.type)}
        </Text>
        <Text size="sm" tone="dimmed" className={text.line} {...paintMark('hours')}>
          {`${start}–${end}`}
        </Text>
      </Row>
      {next && <NextPhase next={next} end={current.end.getTime()} live={live} />}
      <Text size="xs" tone="dimmed" className={clsx(text.line, space.mtXs)}>
        <Trans>Then</Trans>
      </Text>
      <ul className={clsx(list.list, list.small, list.bare, list.spacing2)}>
        {later.map((phase, index) => (
          <li key={phase.start.getTime()}>
            <span className={classes.laterItem}>
              <Row as="span" nowrap gap={6}>
                <PhaseIcon type={phase.type} size={14} phase={index + 2} />
                <LaterPhase phase={phase} index={index + 2} live={live} uiLocale={uiLocale} />
              </Row>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** "Night in 12 m 57 s (at 2:35 PM your time)": the phase (the game's word) and its countdown. */
function NextPhase({ next, end, live }: { next: Phase; end: number; live: boolean }) {
  const { i18n } = useLingui();
  const phase = <span {...paintMark('word', 1)}>{phaseWord(i18n, next.type)}</span>;
  const localTime = (
    <span {...paintMark('at', 1)}>{phaseStartLocalText(next, live, useLocale())}</span>
  );
  return (
    <Text size="sm" className={clsx(text.line, space.mt4)}>
      <PhaseInSentence phase={phase} left={<Countdown end={end} />} localTime={localTime} />
    </Text>
  );
}

/** "Dusk at 20:00 · 1:35 AM your time · 5 min", `index` its place among the clock's phases. */
function LaterPhase({
  phase,
  index,
  live,
  uiLocale,
}: {
  phase: Phase;
  index: number;
  live: boolean;
  uiLocale: Locale;
}) {
  const { i18n } = useLingui();
  const name = <span {...paintMark('word', index)}>{phaseWord(i18n, phase.type)}</span>;
  const tyrianTime = <span {...paintMark('start', index)}>{phaseStartText(phase)}</span>;
  const localTime = (
    <span {...paintMark('at', index)}>{phaseStartLocalText(phase, live, uiLocale)}</span>
  );
  const minutes = <span {...paintMark('min', index)}>{phase.durationMinutes}</span>;
  return (
    <>
      <span>
        <Trans>
          {name} at {tyrianTime}
        </Trans>
      </span>
      <Text as="span" size="xs" tone="dimmed" className={text.line}>
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
 * Times are not announced as they tick. Before the code runs, the paint-time script has filled it
 * (`paint-marks.ts`).
 */
export function ClockPanel({ highlight, headingOrder = 2 }: ClockPanelProps) {
  const live = useHydrated();
  const headingId = useId();
  return (
    <Card as="section" padding="md" aria-labelledby={headingId} {...usePhaseWords()}>
      <Row justify="between" align="baseline">
        <Heading order={headingOrder} look="h4" id={headingId}>
          <Trans>In-game time</Trans>
        </Heading>
        <Text
          weight={700}
          tabular
          className={clsx(text.line, text.xl, classes.waiting)}
          {...waiting(live)}
        >
          <VisuallyHidden>
            <Trans>Tyrian time</Trans>{' '}
          </VisuallyHidden>
          <TyrianTime />
        </Text>
      </Row>
      <div className={clsx(classes.locales, classes.waiting)} {...waiting(live)}>
        {LOCALES.map((clock) => (
          <LocaleClock key={clock} clock={clock} highlighted={highlight === clock} live={live} />
        ))}
      </div>
    </Card>
  );
}
