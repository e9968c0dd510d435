import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Notification } from '@mantine/core';
import { AskFirstIfUnsaved } from '@/components';
import classes from '@/components/corner-card.module.css';
import { useNewTabWarning } from './new-tab-warning-store';
import '@mantine/core/styles/Notification.css';

/**
 * Before a language link opens in a new tab (a document of its own, which starts with only what
 * is stored), says what this tab holds that the new one will not have, as the update prompt does
 * before a reload; the player remembers them first, exports them, opens anyway or cancels.
 */
export function NewTabWarning() {
  const { href, close } = useNewTabWarning();
  const { t } = useLingui();
  if (!href) return null;
  const open = () => {
    window.open(href, '_blank', 'noopener');
    close();
  };
  return (
    <div className={classes.corner}>
      <Notification role="alert" title={t`Open in a new tab?`} withCloseButton={false} withBorder>
        {/* Saved meanwhile (persistence turned on in another tab): only the question is left. */}
        <AskFirstIfUnsaved action="new-tab" onProceed={open} onCancel={close}>
          <Group gap="xs" mt={4}>
            <Button size="compact-sm" onClick={open}>
              <Trans>Open anyway</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </AskFirstIfUnsaved>
      </Notification>
    </div>
  );
}
