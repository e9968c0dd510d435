import { useLingui } from '@lingui/react/macro';
import { Notification } from '@mantine/core';
import { UnsavedDataChoice } from '@/components';
import { unsavedData, useUserData } from '@/lib/storage';
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
  useUserData((state) => state.persist);
  const { t } = useLingui();
  if (!href) return null;
  const unsaved = unsavedData();
  const open = () => {
    window.open(href, '_blank', 'noopener');
    close();
  };
  return (
    <div className={classes.corner}>
      <Notification role="alert" title={t`Open in a new tab?`} withCloseButton={false} withBorder>
        {unsaved.length > 0 && (
          <UnsavedDataChoice unsaved={unsaved} action="new-tab" onProceed={open} onCancel={close} />
        )}
      </Notification>
    </div>
  );
}
