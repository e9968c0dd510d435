import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, NumberInput, Radio } from '@mantine/core';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useForm } from '@mantine/form';
import clsx from 'clsx';
import { NOTIFICATION } from '@/config/constants';
import { regionIndex } from '@/lib/catalog/catalog-index';
import type { TimeNotificationDraft } from '@/lib/notifications/types';
import { LOCALE_LABELS, type TimeOfDay } from '@/lib/time/time-of-day';
import { timeOfDayWord } from '@/lib/time/time-of-day-words';
import { Column } from '@/components/column';
import { Row } from '@/components/row';
import space from '@/components/spacing.module.css';
import { Grid } from '@/components/grid';
import classes from './time-notification-form.module.css';
import { CancelButton } from '@/components/cancel-button';

const TIMES: TimeOfDay[] = ['DAY', 'TWILIGHT', 'NIGHT'];

export interface TimeNotificationFormValues {
  timesOfDay: TimeOfDay[];
  /** '' while blank (counts as 0). */
  minutesAhead: number | string;
  clock: 'TYRIA' | 'CANTHA';
  regions: string[];
  autoDismiss: boolean;
}

export const emptyFormValues: TimeNotificationFormValues = {
  timesOfDay: [],
  minutesAhead: '',
  clock: 'TYRIA',
  regions: [],
  autoDismiss: true,
};

/** Regions whose day cycle follows the chosen clock (Canthan regions use Canthan time). */
export const regionsOf = (clock: TimeNotificationFormValues['clock']) =>
  regionIndex.filter((region) => region.useCanthanTime === (clock === 'CANTHA'));

export function toDraft(values: TimeNotificationFormValues): TimeNotificationDraft {
  return {
    timesOfDay: values.timesOfDay,
    minutesAhead: values.minutesAhead === '' ? undefined : Number(values.minutesAhead),
    inCantha: values.clock === 'CANTHA',
    regions: values.regions,
  };
}

const validMinutes = (value: number | string) =>
  value === '' ||
  (Number.isInteger(Number(value)) &&
    Number(value) >= 0 &&
    Number(value) <= NOTIFICATION.minutesAheadMax);

/**
 * The time notification form (spec §5): at least one time of day, minutes ahead 0–59 (blank = 0),
 * Tyria or Cantha, and regions of that clock. Save stays disabled while anything is invalid;
 * cancel throws the changes away.
 */
export function TimeNotificationForm({
  initialValues = emptyFormValues,
  submitLabel,
  withAutoDismiss = false,
  onSubmit,
  onCancel,
}: {
  initialValues?: TimeNotificationFormValues;
  submitLabel: string;
  /** Editing shows the notification's own auto-dismiss; new ones always start with it on. */
  withAutoDismiss?: boolean;
  onSubmit: (values: TimeNotificationFormValues) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<TimeNotificationFormValues>({
    initialValues,
    validateInputOnChange: true,
    validate: {
      timesOfDay: (value) => (value.length === 0 ? t`Choose at least one time of day` : null),
      minutesAhead: (value) =>
        validMinutes(value) ? null : t`Enter whole minutes from 0 to 59, or leave it blank for 0`,
      regions: (value) => (value.length === 0 ? t`Choose at least one region` : null),
    },
  });
  const clock = form.getValues().clock;

  const changeClock = (value: string) => {
    const next = value === 'CANTHA' ? 'CANTHA' : 'TYRIA';
    const allowed = new Set(regionsOf(next).map((region) => region.key));
    form.setFieldValue('clock', next);
    form.setFieldValue(
      'regions',
      form.getValues().regions.filter((key) => allowed.has(key)),
    );
  };

  const cancel = () => {
    form.reset();
    onCancel();
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSubmit(values);
        form.reset();
      })}
    >
      <Column gap="sm">
        <Checkbox.Group label={t`Times of day`} withAsterisk {...form.getInputProps('timesOfDay')}>
          <Row className={space.mt4}>
            {TIMES.map((time) => (
              <Checkbox key={time} value={time} label={timeOfDayWord(i18n, time)} />
            ))}
          </Row>
        </Checkbox.Group>
        <NumberInput
          label={t`Minutes ahead`}
          description={t`How long before the phase begins to show the card`}
          placeholder={t`0 to 59`}
          step={1}
          min={0}
          max={NOTIFICATION.minutesAheadMax}
          allowDecimal={false}
          clampBehavior="none"
          maw={220}
          {...form.getInputProps('minutesAhead')}
        />
        <Radio.Group label={t`Clock`} value={clock} onChange={changeClock}>
          <Row className={space.mt4}>
            <Radio value="TYRIA" label={LOCALE_LABELS.TYRIA} />
            <Radio value="CANTHA" label={LOCALE_LABELS.CANTHA} />
          </Row>
        </Radio.Group>
        <Checkbox.Group label={t`Regions`} withAsterisk {...form.getInputProps('regions')}>
          <Grid twoFrom="xs" gap="xs" className={clsx(space.mt4, classes.regions)}>
            {regionsOf(clock).map((region) => (
              <Checkbox key={region.key} value={region.key} label={region.displayName} />
            ))}
          </Grid>
        </Checkbox.Group>
        {withAutoDismiss && (
          <Checkbox
            label={t`Dismiss its cards automatically when they end`}
            {...form.getInputProps('autoDismiss', { type: 'checkbox' })}
          />
        )}
        <Row>
          <Button type="submit" disabled={!form.isValid()}>
            {submitLabel}
          </Button>
          <CancelButton onClick={cancel} />
        </Row>
      </Column>
    </form>
  );
}
