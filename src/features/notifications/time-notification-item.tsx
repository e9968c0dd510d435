import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { findRegion } from '@/data/catalog-index';
import { effectiveMinutesAhead, type TimeNotification } from '@/lib/notifications';
import { LOCALE_LABELS, TIME_OF_DAY_LABELS } from '@/lib/time';
import { TimeNotificationForm, type TimeNotificationFormValues } from './time-notification-form';
import { useTimeNotificationsStore } from './time-notifications-store';

const regionName = (key: string) => findRegion(key)?.displayName ?? key;

/** "Night, Dusk / Dawn in Tyria, 5 min ahead" */
export function describeTimeNotification(notification: TimeNotification): string {
  const times = notification.timesOfDay.map((time) => TIME_OF_DAY_LABELS[time]).join(', ');
  const locale = LOCALE_LABELS[notification.inCantha ? 'CANTHA' : 'TYRIA'];
  const minutes = effectiveMinutesAhead(notification.minutesAhead);
  return `${times} in ${locale}, ${minutes} min ahead`;
}

const toFormValues = (notification: TimeNotification): TimeNotificationFormValues => ({
  timesOfDay: notification.timesOfDay,
  minutesAhead: notification.minutesAhead ?? '',
  locale: notification.inCantha ? 'CANTHA' : 'TYRIA',
  regions: notification.regions,
  autoDismiss: notification.autoDismiss,
});

/** One time notification: its view (regions removable one by one), edit and delete. */
export function TimeNotificationItem({ notification }: { notification: TimeNotification }) {
  const [editing, setEditing] = useState(false);
  const { update, remove, removeRegion } = useTimeNotificationsStore.getState();
  const description = describeTimeNotification(notification);

  return (
    <Paper component="li" withBorder p="sm" aria-label={description}>
      {editing ? (
        <TimeNotificationForm
          initialValues={toFormValues(notification)}
          submitLabel="Save"
          withAutoDismiss
          onSubmit={(values) => {
            update(notification.id, {
              timesOfDay: values.timesOfDay,
              minutesAhead: values.minutesAhead === '' ? undefined : Number(values.minutesAhead),
              inCantha: values.locale === 'CANTHA',
              regions: values.regions,
              autoDismiss: values.autoDismiss,
            });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{description}</Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => remove(notification.id)}
              >
                Delete
              </Button>
            </Group>
          </Group>
          <Group
            gap={6}
            component="ul"
            aria-label="Regions"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {notification.regions.map((key) => (
              <Badge
                key={key}
                component="li"
                variant="light"
                size="lg"
                tt="none"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    color="gray"
                    aria-label={`Remove ${regionName(key)}`}
                    onClick={() => removeRegion(notification.id, key)}
                  >
                    <IconX size={12} aria-hidden />
                  </ActionIcon>
                }
              >
                {regionName(key)}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {notification.autoDismiss
              ? 'Cards dismiss themselves when they end'
              : 'Cards stay until you dismiss them'}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
