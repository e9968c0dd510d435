import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Notification, Text } from '@mantine/core';
import {
  downloadExport,
  setPersistence,
  sliceLabel,
  unsavedData,
  useUserData,
} from '@/lib/storage';
import classes from './update-prompt.module.css';
import { useAppUpdate } from './update-store';
import '@mantine/core/styles/Notification.css';

/** "pinned pages, fish marks and API keys" */
function listed(names: readonly string[], i18n: I18n) {
  const labels = names.map((name) => sliceLabel(name, i18n));
  if (labels.length < 2) return labels.join('');
  const first = labels.slice(0, -1).join(', ');
  const last = labels.at(-1) ?? '';
  return i18n._(msg`${first} and ${last}`);
}

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
  const { t, i18n } = useLingui();

  if (!applyUpdate || dismissed) return null;
  const unsaved = unsavedData();
  const kept = listed(unsaved, i18n);
  return (
    <div className={classes.corner}>
      <Notification
        role="status"
        title={t`A new version is available`}
        withCloseButton={false}
        withBorder
      >
        {unsaved.length > 0 && (
          <Text size="sm" mt={4}>
            <Trans>
              Your {kept} are kept only in this tab (“Remember my settings” is off): a reload would
              lose them.
            </Trans>
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
              <Trans>Remember them and reload</Trans>
            </Button>
            <Button size="compact-sm" variant="light" onClick={() => downloadExport(new Date())}>
              <Trans>Export first</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={applyUpdate}>
              <Trans>Reload anyway</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={dismiss}>
              <Trans>Later</Trans>
            </Button>
          </Group>
        ) : (
          <Group gap="xs" mt={4}>
            <Button size="compact-sm" onClick={applyUpdate}>
              <Trans>Reload</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={dismiss}>
              <Trans>Later</Trans>
            </Button>
          </Group>
        )}
      </Notification>
    </div>
  );
}
