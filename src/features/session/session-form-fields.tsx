import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { nowStore, useTimeDerived } from '@/features/clock/now-store';
import { useLocale } from '@/lib/i18n/use-locale';
import { toMinute } from '@/lib/session/session-time';
import { SESSION_LENGTHS, type SessionForm, type SessionLength } from './session-form';
import { StartTimeInput } from './start-time-input';
import classes from './session.module.css';
import { Row } from '@/components/row';
import { Text } from '@/components/text';
import space from '@/components/spacing.module.css';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** "20:30": an instant's time on the player's clock, as a time field holds it. */
const timeOfDay = (instant: number) => {
  const date = new Date(instant);
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
};

/** The instant of "20:30" on the day of `now`, on the player's clock. */
function atTimeToday(time: string, now: number): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const date = new Date(now);
  date.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return date.getTime();
}

/** The player's calendar day of an instant, as a comparable key. */
const dayOf = (instant: number) => new Date(instant).toDateString();

/** "Tue, Nov 24": a day on the player's clock, in the page's language. */
const dayText = (locale: string, instant: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(
    instant,
  );

/**
 * The session's length and start: the form's first row, kept short so the route shows below it
 * on a phone (docs/session.md "The page").
 */
export function SessionTimeFields({
  form,
  onChange,
}: {
  form: SessionForm;
  onChange: (change: Partial<SessionForm>) => void;
}) {
  const { t } = useLingui();
  const lengthLabel = useId();
  const startLabel = useId();
  const startsLater = form.start !== undefined;
  const locale = useLocale();
  const today = useTimeDerived(dayOf);
  // A start on another day (a link, a start past midnight) says its date, not only a time.
  const otherDay =
    form.start !== undefined && dayOf(form.start) !== today
      ? dayText(locale, form.start)
      : undefined;
  return (
    <Row gap="md" align="end">
      <div>
        <Text size="sm" weight={500} id={lengthLabel} className={space.mb4}>
          <Trans>Length</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby={lengthLabel}
          data={SESSION_LENGTHS.map((minutes) => ({
            value: String(minutes),
            label: t`${minutes} min`,
          }))}
          value={String(form.minutes)}
          onChange={(value) => onChange({ minutes: Number(value) as SessionLength })}
        />
      </div>
      <div className={classes.startField}>
        <Text size="sm" weight={500} id={startLabel}>
          {otherDay ? <Trans>Start on {otherDay}</Trans> : <Trans>Start</Trans>}
        </Text>
        <Row gap="xs" nowrap>
          <SegmentedControl
            aria-labelledby={startLabel}
            data={[
              { value: 'now', label: t`Now` },
              { value: 'at', label: t`At` },
            ]}
            value={startsLater ? 'at' : 'now'}
            onChange={(value) => {
              const now = toMinute(nowStore.getSnapshot());
              onChange({ start: value === 'at' ? now : undefined });
            }}
          />
          <StartTimeInput
            label={otherDay ? t`Start time on ${otherDay}` : t`Start time today`}
            className={classes.time}
            disabled={!startsLater}
            value={form.start === undefined ? '' : timeOfDay(form.start)}
            onTime={(time) => {
              const day = form.start ?? nowStore.getSnapshot();
              const start = atTimeToday(time, day);
              if (start !== undefined) onChange({ start });
            }}
          />
        </Row>
      </div>
    </Row>
  );
}
