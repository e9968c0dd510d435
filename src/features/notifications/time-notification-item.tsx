import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { regionNameOfKey } from '@/lib/catalog/region-names';
import { effectiveMinutesAhead } from '@/lib/notifications/rules';
import type { TimeNotification } from '@/lib/notifications/types';
import { LOCALE_LABELS } from '@/lib/time/time-of-day';
import { timeOfDayWord } from '@/lib/time/time-of-day-words';
import { TimeNotificationForm, type TimeNotificationFormValues } from './time-notification-form';
import { useTimeNotificationsStore } from './time-notifications-store';
import { Column } from '@/components/column';
import { Text } from '@/components/text';
import { Row } from '@/components/row';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import classes from './time-notification-item.module.css';

/** "Night, Dusk / Dawn in Tyria, 5 min ahead" (the place is the game's name for it). */
export function describeTimeNotification(notification: TimeNotification, i18n: I18n): string {
  const times = notification.timesOfDay.map((time) => timeOfDayWord(i18n, time)).join(', ');
  const place = LOCALE_LABELS[notification.inCantha ? 'CANTHA' : 'TYRIA'];
  const minutes = effectiveMinutesAhead(notification.minutesAhead);
  return i18n._(msg`${times} in ${place}, ${minutes} min ahead`);
}

const toFormValues = (notification: TimeNotification): TimeNotificationFormValues => ({
  timesOfDay: notification.timesOfDay,
  minutesAhead: notification.minutesAhead ?? '',
  clock: notification.inCantha ? 'CANTHA' : 'TYRIA',
  regions: notification.regions,
  autoDismiss: notification.autoDismiss,
});

/** One time notification: its view (regions removable one by one), edit and delete. */
export function TimeNotificationItem({ notification }: { notification: TimeNotification }) {
  const [editing, setEditing] = useState(false);
  const { update, remove, removeRegion } = useTimeNotificationsStore.getState();
  const { t, i18n } = useLingui();
  const description = describeTimeNotification(notification, i18n);

  return (
    <Card as="li" padding="sm" aria-label={description}>
      {editing ? (
        <TimeNotificationForm
          initialValues={toFormValues(notification)}
          submitLabel={t`Save`}
          withAutoDismiss
          onSubmit={(values) => {
            update(notification.id, {
              timesOfDay: values.timesOfDay,
              minutesAhead: values.minutesAhead === '' ? undefined : Number(values.minutesAhead),
              inCantha: values.clock === 'CANTHA',
              regions: values.regions,
              autoDismiss: values.autoDismiss,
            });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Column gap="xs">
          <Row justify="between" gap="xs">
            <Text weight={600}>{description}</Text>
            <Row gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setEditing(true)}>
                <Trans>Edit</Trans>
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => remove(notification.id)}
              >
                <Trans>Delete</Trans>
              </Button>
            </Row>
          </Row>
          <Row gap={6} as="ul" aria-label={t`Regions`}>
            {notification.regions.map((key) => {
              const name = regionNameOfKey(i18n, key);
              return (
                <li key={key} className={classes.region}>
                  <Badge size="lg" tone="lightCyan" labelClassName={classes.regionLabel}>
                    <span className={classes.regionName}>{name}</span>
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="gray"
                      aria-label={t`Remove ${name}`}
                      onClick={() => removeRegion(notification.id, key)}
                    >
                      <IconX size={12} aria-hidden />
                    </ActionIcon>
                  </Badge>
                </li>
              );
            })}
          </Row>
          <Text size="xs" tone="dimmed">
            {notification.autoDismiss
              ? t`Cards dismiss themselves when they end`
              : t`Cards stay until you dismiss them`}
          </Text>
        </Column>
      )}
    </Card>
  );
}
