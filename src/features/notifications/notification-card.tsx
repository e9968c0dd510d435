import { ActionIcon, Anchor, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPin, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION } from '@/config/constants';
import { useNow } from '@/features/clock';
import { Expiry, PhaseCountdown, TimeBar } from './card-clocks';
import classes from './notification-card.module.css';
import { liveText, useNotificationsStore, type AppNotification } from './notifications-store';
import type { DisplayMode } from './settings-store';

/**
 * One card: text (a link when it leads somewhere; a time card's reads live), the countdown to
 * its phase change, the card's own expiry, the time bar, and dismiss/pin back/delete.
 */
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
  const { id, navigate, end, dismissed, phaseChange } = notification;
  const text = liveText(notification, now);
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
        className={
          [
            seen || dismissed ? '' : classes.glow,
            notification.tone === 'error' ? classes.error : '',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
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
          {phaseChange && <PhaseCountdown change={phaseChange} now={now} />}
          {end !== undefined && <Expiry end={end} now={now} />}
          {notification.kind === 'time' && <TimeBar now={now} />}
        </Stack>
      </Paper>
    </Box>
  );
}
