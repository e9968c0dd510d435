import { Trans, useLingui } from '@lingui/react/macro';
import { useTimeDerived } from '@/features/clock/now-store';
import { getPhase, type ClockRegion } from '@/lib/time/phases';
import { LOCALE_LABELS } from '@/lib/time/time-of-day';
import { phaseWord } from '@/lib/time/phase-words';
import { Countdown } from './countdown';
import classes from './planner.module.css';
import { Text } from '@/components/text';
import { Notice } from '@/components/notice';

/** The clock's phase now and when it ends; dusk and dawn last five real minutes, so they say so. */
function PhaseNow({ clock }: { clock: ClockRegion }) {
  const start = useTimeDerived((now) => getPhase(now, clock).start.getTime());
  const phase = getPhase(start, clock);
  const twilight = phase.type === 'DAWN' || phase.type === 'DUSK';
  const { t, i18n } = useLingui();
  const place = LOCALE_LABELS[clock];
  const name = phaseWord(i18n, phase.type);
  const text = (
    <Trans>
      {place}: <strong>{name}</strong>, ends in <Countdown to={phase.end} />
    </Trans>
  );
  return twilight ? (
    <Notice color="yellow" className={classes.twilightNote} title={t`${name} in ${place}`}>
      <Text size="sm">
        {text}. <Trans>{name} lasts only five real minutes: every fish bites until it ends.</Trans>
      </Text>
    </Notice>
  ) : (
    <Text size="sm">{text}</Text>
  );
}

/** Both clocks' phases, for the "catchable now" list. */
export function PhaseStrip() {
  return (
    <div className={classes.phases} aria-live="off">
      <PhaseNow clock="TYRIA" />
      <PhaseNow clock="CANTHA" />
    </div>
  );
}
