import { Anchor, Button, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  pushNotification,
  useNotificationSettingsStore,
  useTimeNotificationsStore,
} from '@/features/notifications';
import type { TimeOfDay } from '@/lib/time';

export interface AlertTarget {
  /** What the alert is for, e.g. "Moony" or "3 night fish of Kryta". */
  label: string;
  /** The phase to be warned of: the fish's own time. */
  time: TimeOfDay;
  inCantha: boolean;
  regionKey: string;
}

/**
 * "Alert me": a time notification before the fish's time begins, through the notification rules
 * (merged with one of the same clock, minutes ahead and times; the region added once).
 */
export function AlertButton({ target }: { target: AlertTarget }) {
  const [opened, setOpened] = useState(false);
  const [minutesAhead, setMinutesAhead] = useState<number | string>(2);
  const add = useTimeNotificationsStore((state) => state.add);
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  const create = () => {
    const minutes = typeof minutesAhead === 'number' ? minutesAhead : 0;
    add({
      minutesAhead: minutes,
      timesOfDay: [target.time],
      inCantha: target.inCantha,
      regions: [target.regionKey],
    });
    pushNotification({ text: `Alert set: ${target.label}, ${minutes} min ahead.` });
    setOpened(false);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      withArrow
      shadow="md"
      width={260}
    >
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setOpened((o) => !o)}
          aria-label={`Alert me: ${target.label}`}
        >
          Alert me
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={`Alert for ${target.label}`}>
        <Stack gap="xs">
          <NumberInput
            label="Minutes ahead"
            min={0}
            max={NOTIFICATION.minutesAheadMax}
            clampBehavior="strict"
            allowDecimal={false}
            value={minutesAhead}
            onChange={setMinutesAhead}
          />
          {!enabled && (
            <Text size="xs" c="dimmed">
              Notifications are off: turn them on in{' '}
              <Anchor component={Link} to={paths.settings.href('notifications')}>
                Settings → Notifications
              </Anchor>{' '}
              to see the alert.
            </Text>
          )}
          <Button onClick={create}>Create alert</Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
