import { Box, Button, Group, Stack, Switch, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useNotificationAreaStore } from './area-store';
import { NotificationCard } from './notification-card';
import classes from './notification-layer.module.css';
import {
  capCards,
  MAX_VISIBLE_CARDS,
  useNotificationsStore,
  visibleNotifications,
} from './notifications-store';
import { useNotificationSettingsStore } from './settings-store';
import { useNotificationScheduler } from './use-notification-scheduler';

/**
 * Loaded only once notifications are enabled: runs the scheduler, so time notifications raise
 * cards (and the bell counts them) even while the area is closed, and shows the area when open.
 */
export default function NotificationLayer() {
  useNotificationScheduler();
  const open = useNotificationAreaStore((state) => state.open);
  return open ? <Area /> : null;
}

/**
 * The cards, in the page's flow above its content: they push the page down instead of covering
 * its filters, fields or buttons. The newest three show; the rest collapse into a count.
 */
function Area() {
  const displayMode = useNotificationSettingsStore((state) => state.displayMode);
  const { notifications, showHistory, setShowHistory, clear } = useNotificationsStore();
  const [expanded, setExpanded] = useState(false);
  const all = visibleNotifications(notifications, showHistory);
  const { shown, more } = capCards(all, expanded ? Infinity : undefined);
  const fromLeft = displayMode === 'LEFT';
  // Only the newest card's text is announced, not the ticking countdowns inside the cards.
  const newest = notifications.find((n) => !n.dismissed);
  return (
    <>
      {/* Outside the area, which is display: none while empty, so the first card is announced. */}
      <VisuallyHidden aria-live="polite">{newest?.text}</VisuallyHidden>
      <Stack
        component="section"
        id="notification-area"
        aria-label="Notifications"
        gap={6}
        mt="sm"
        display={notifications.length === 0 ? 'none' : undefined}
      >
        <Box className={classes.cards} data-side={fromLeft ? 'left' : 'right'}>
          {shown.map((notification) => (
            <NotificationCard
              key={notification.id}
              notification={notification}
              side={displayMode}
            />
          ))}
        </Box>
        <Group justify={fromLeft ? 'flex-start' : 'flex-end'} gap="xs">
          {all.length > MAX_VISIBLE_CARDS && (
            <Button
              size="compact-xs"
              variant="light"
              aria-expanded={expanded}
              aria-controls="notification-area"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Show fewer' : `Show ${more} more`}
            </Button>
          )}
          <Switch
            size="xs"
            label="Show history"
            checked={showHistory}
            onChange={(event) => setShowHistory(event.currentTarget.checked)}
          />
          <Button size="compact-xs" variant="subtle" color="red" onClick={clear}>
            Clear all
          </Button>
        </Group>
      </Stack>
    </>
  );
}
