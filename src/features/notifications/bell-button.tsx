import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNotificationArea } from './area-store';
import { useNotificationSettings } from './settings-store';

/** The bell: shown only while notifications are enabled; toggles the notification area. */
export function BellButton({ activeCount = 0 }: { activeCount?: number }) {
  const enabled = useNotificationSettings((state) => state.enabled);
  const { open, toggle } = useNotificationArea();
  if (!enabled) return null;
  return (
    <Indicator label={activeCount} size={16} disabled={activeCount === 0} offset={4}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={`Notifications (${activeCount} active)`}
        aria-expanded={open}
        onClick={toggle}
      >
        <IconBell aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
