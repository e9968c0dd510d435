import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Notification } from '@mantine/core';
import { AskFirstIfUnsaved } from '@/components';
import classes from '@/components/corner-card.module.css';
import { useAppUpdate } from './update-store';
import '@mantine/core/styles/Notification.css';

/**
 * When a new version waits, offers a quiet reload in the corner. With "Remember my settings" off,
 * what the player holds in this tab (pins, marks, keys…) would be lost by the reload: the prompt
 * says so and offers to remember them first, or to export them. It never takes focus.
 */
export default function UpdatePrompt() {
  const applyUpdate = useAppUpdate((state) => state.applyUpdate);
  const dismissed = useAppUpdate((state) => state.dismissed);
  const dismiss = useAppUpdate((state) => state.dismiss);
  const { t } = useLingui();

  if (!applyUpdate || dismissed) return null;
  return (
    <div className={classes.corner}>
      <Notification
        role="status"
        title={t`A new version is available`}
        withCloseButton={false}
        withBorder
      >
        <AskFirstIfUnsaved action="reload" onProceed={applyUpdate} onCancel={dismiss}>
          <Group gap="xs" mt={4}>
            <Button size="compact-sm" onClick={applyUpdate}>
              <Trans>Reload</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={dismiss}>
              <Trans>Later</Trans>
            </Button>
          </Group>
        </AskFirstIfUnsaved>
      </Notification>
    </div>
  );
}
