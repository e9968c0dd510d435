import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPin, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION } from '@/config/constants';
import { useNow } from '@/features/clock';
import { cardStatus, timeBarPercent } from '@/lib/notifications';
import { formatDuration, formatTyrianTime, getTyrianTime } from '@/lib/time';
import classes from './notification-card.module.css';
import { useNotificationsStore, type AppNotification } from './notifications-store';
import type { DisplayMode } from './settings-store';

function Countdown({ end, now }: { end: number; now: number }) {
  const expired = cardStatus({ start: 0, end }, now) === 'deactivated';
  return (
    <Text size="sm" c={expired ? 'dimmed' : undefined} ff="monospace">
      {expired ? 'Expired!' : `Ends in ${formatDuration(end - now)}`}
    </Text>
  );
}

function TimeBar({ now }: { now: number }) {
  const percent = Math.round(timeBarPercent(now));
  return (
    <Progress.Root size="sm">
      <Progress.Section
        value={percent}
        aria-label={`In-game day, now ${formatTyrianTime(getTyrianTime(now))}`}
      />
    </Progress.Root>
  );
}

/** One card: text (a link when it leads somewhere), countdown, time bar, dismiss/pin back/delete. */
export function NotificationCard({
  notification,
  side,
}: {
  notification: AppNotification;
  side: DisplayMode;
}) {
  const now = useNow();
  const [seen, setSeen] = useState(false);
  const { dismiss, restore, remove } = useNotificationsStore.getState();
  const { id, text, navigate, end, dismissed } = notification;
  const fromLeft = side === 'LEFT';
  const style = {
    '--slide-in-duration': `${NOTIFICATION.slideInMs}ms`,
    '--glow-duration': `${NOTIFICATION.glowMs}ms`,
  } as CSSProperties;

  return (
    <Box className={fromLeft ? classes.fromLeft : classes.fromRight} style={style}>
      <Paper
        component="article"
        aria-label={text}
        withBorder
        shadow="md"
        p="sm"
        className={seen || dismissed ? undefined : classes.glow}
        opacity={dismissed ? 0.75 : 1}
        onMouseEnter={() => setSeen(true)}
        onFocus={() => setSeen(true)}
      >
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            {navigate ? (
              <Anchor
                component={Link}
                to={navigate}
                fw={600}
                size="sm"
                c="inherit"
                underline="always"
              >
                {text}
              </Anchor>
            ) : (
              <Text fw={600} size="sm">
                {text}
              </Text>
            )}
            <Group gap={2} wrap="nowrap">
              {dismissed ? (
                <Tooltip label="Pin back">
                  <ActionIcon variant="subtle" aria-label="Pin back" onClick={() => restore(id)}>
                    <IconPin size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : (
                <Tooltip label="Dismiss">
                  <ActionIcon variant="subtle" aria-label="Dismiss" onClick={() => dismiss(id)}>
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Delete"
                  onClick={() => remove(id)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          {end !== undefined && <Countdown end={end} now={now} />}
          {notification.kind === 'time' && <TimeBar now={now} />}
        </Stack>
      </Paper>
    </Box>
  );
}
