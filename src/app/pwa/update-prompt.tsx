import { Button, Group, Notification, Text } from '@mantine/core';
import { downloadExport, setPersistence, unsavedData, useUserData } from '@/lib/storage';
import classes from './update-prompt.module.css';
import { useAppUpdate } from './update-store';
import '@mantine/core/styles/Notification.css';

/** "pinned pages, fish marks and API keys" */
const listed = (labels: readonly string[]) =>
  labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/**
 * When a new version waits, offers a quiet reload in the corner. With "Remember my settings" off,
 * what the player holds in this tab (pins, marks, keys…) would be lost by the reload: the prompt
 * says so and offers to remember them first, or to export them. It never takes focus.
 */
export default function UpdatePrompt() {
  const applyUpdate = useAppUpdate((state) => state.applyUpdate);
  const dismissed = useAppUpdate((state) => state.dismissed);
  const dismiss = useAppUpdate((state) => state.dismiss);
  // Re-read when the switch changes; the stores' own changes show at the next render.
  useUserData((state) => state.persist);

  if (!applyUpdate || dismissed) return null;
  const unsaved = unsavedData();
  return (
    <div className={classes.corner}>
      <Notification
        role="status"
        title="A new version is available"
        withCloseButton={false}
        withBorder
      >
        {unsaved.length > 0 && (
          <Text size="sm" mt={4}>
            Your {listed(unsaved)} are kept only in this tab (“Remember my settings” is off): a
            reload would lose them.
          </Text>
        )}
        {unsaved.length > 0 ? (
          <Group gap="xs" mt={6}>
            <Button
              size="compact-sm"
              onClick={() => {
                setPersistence(true);
                applyUpdate();
              }}
            >
              Remember them and reload
            </Button>
            <Button size="compact-sm" variant="light" onClick={() => downloadExport(new Date())}>
              Export first
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={applyUpdate}>
              Reload anyway
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={dismiss}>
              Later
            </Button>
          </Group>
        ) : (
          <Group gap="xs" mt={4}>
            <Button size="compact-sm" onClick={applyUpdate}>
              Reload
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={dismiss}>
              Later
            </Button>
          </Group>
        )}
      </Notification>
    </div>
  );
}
