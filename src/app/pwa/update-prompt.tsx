import { Button, Group, Notification } from '@mantine/core';
import { useEffect } from 'react';
import { registerServiceWorker } from './register-service-worker';
import classes from './update-prompt.module.css';
import { useAppUpdate } from './update-store';
import '@mantine/core/styles/Notification.css';

/**
 * Registers the service worker after hydration and, when a new version waits, offers a quiet
 * reload in the corner. It never takes focus; "Reload" and "Later" are ordinary buttons.
 */
export default function UpdatePrompt() {
  const applyUpdate = useAppUpdate((state) => state.applyUpdate);
  const dismissed = useAppUpdate((state) => state.dismissed);
  const dismiss = useAppUpdate((state) => state.dismiss);

  useEffect(() => {
    void registerServiceWorker();
  }, []);

  if (!applyUpdate || dismissed) return null;
  return (
    <div className={classes.corner}>
      <Notification
        role="status"
        title="A new version is available"
        withCloseButton={false}
        withBorder
      >
        <Group gap="xs" mt={4}>
          <Button size="compact-sm" onClick={applyUpdate}>
            Reload
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={dismiss}>
            Later
          </Button>
        </Group>
      </Notification>
    </div>
  );
}
