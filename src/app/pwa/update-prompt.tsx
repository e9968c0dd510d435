import { Trans, useLingui } from '@lingui/react/macro';
import { CornerQuestion } from '@/components/corner-question';
import { useAppUpdate } from './update-store';

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
    <CornerQuestion
      role="status"
      title={t`A new version is available`}
      action="reload"
      proceed={<Trans>Reload</Trans>}
      cancel={<Trans>Later</Trans>}
      onProceed={applyUpdate}
      onCancel={dismiss}
    />
  );
}
