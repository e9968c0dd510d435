import { Box } from '@mantine/core';
import { useNotificationArea } from './area-store';
import { useNotificationSettings } from './settings-store';

/** Where notification cards appear, on the side chosen in the settings. */
export function NotificationArea() {
  const enabled = useNotificationSettings((state) => state.enabled);
  const displayMode = useNotificationSettings((state) => state.displayMode);
  const open = useNotificationArea((state) => state.open);
  if (!enabled || !open) return null;
  const side = displayMode === 'LEFT' ? { left: 16 } : { right: 16 };
  return (
    <Box
      component="section"
      aria-label="Notifications"
      aria-live="polite"
      pos="fixed"
      bottom={16}
      style={{ zIndex: 300, width: 'min(360px, calc(100vw - 32px))', ...side }}
    />
  );
}
