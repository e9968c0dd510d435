import { Stack, Switch, Title } from '@mantine/core';
import { useNotificationSettings } from './settings-store';

export function NotificationSettingsPanel() {
  const enabled = useNotificationSettings((state) => state.enabled);
  const update = useNotificationSettings((state) => state.update);
  return (
    <Stack>
      <Title order={2}>Notifications</Title>
      <Switch
        label="Enable notifications"
        checked={enabled}
        onChange={(event) => update({ enabled: event.currentTarget.checked })}
      />
    </Stack>
  );
}
