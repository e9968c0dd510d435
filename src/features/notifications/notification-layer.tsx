import { Button, Group, Paper, ScrollArea, Stack, Switch, VisuallyHidden } from '@mantine/core';
import { useNotificationAreaStore } from './area-store';
import { NotificationCard } from './notification-card';
import { useNotificationsStore, visibleNotifications } from './notifications-store';
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

function Area() {
  const displayMode = useNotificationSettingsStore((state) => state.displayMode);
  const { notifications, showHistory, setShowHistory, clear } = useNotificationsStore();
  const shown = visibleNotifications(notifications, showHistory);
  const side = displayMode === 'LEFT' ? { left: 16 } : { right: 16 };
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
        pos="fixed"
        bottom={16}
        gap="xs"
        style={{
          zIndex: 300,
          width: 'min(360px, calc(100vw - 32px))',
          pointerEvents: 'none',
          ...side,
        }}
        display={notifications.length === 0 ? 'none' : undefined}
      >
        <ScrollArea.Autosize
          mah="60vh"
          type="auto"
          scrollbars="y"
          style={{ pointerEvents: 'auto' }}
        >
          <Stack gap="xs" p={4}>
            {shown.map((notification) => (
              <NotificationCard
                key={notification.id}
                notification={notification}
                side={displayMode}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Paper withBorder p={6} style={{ pointerEvents: 'auto' }}>
          <Group justify="space-between" gap="xs">
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
        </Paper>
      </Stack>
    </>
  );
}
