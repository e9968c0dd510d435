import { Trans, useLingui } from '@lingui/react/macro';
import { CornerQuestion } from '@/components/corner-question';
import { useNewTabWarning } from './new-tab-warning-store';

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
    <CornerQuestion
      role="alert"
      title={t`Open in a new tab?`}
      action="new-tab"
      proceed={<Trans>Open anyway</Trans>}
      cancel={<Trans>Cancel</Trans>}
      onProceed={open}
      onCancel={close}
    />
  );
}
