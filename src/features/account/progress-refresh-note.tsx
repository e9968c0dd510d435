import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useAccountFetching, useReloadAccount } from './api/get-account-progress';
import { useAccountStatus } from './use-account';
import { Notice } from '@/components/notice';
import space from '@/components/spacing.module.css';

/**
 * Said where progress shows (region page, regions tab, planner) when the selected key's progress
 * could not be loaded or refreshed: what failed, since when the progress on screen dates (or
 * that the marks show instead), and a retry. Gone with the next good load. A key the API refused
 * is unselected instead (spec §4), so it never shows here. The polite live region stays mounted
 * so the note is announced when it appears.
 */
export function ProgressRefreshNote() {
  const status = useAccountStatus();
  const retry = useReloadAccount();
  const retrying = useAccountFetching();
  const failed = status.phase === 'error';
  const { t } = useLingui();
  return (
    <div aria-live="polite" data-testid="progress-refresh-note">
      {failed && (
        <Notice
          role="note"
          color="yellow"
          className={space.mbSm}
          title={status.updatedAt ? t`Progress not refreshed` : t`Progress not loaded`}
        >
          {status.message}{' '}
          <Button
            size="compact-sm"
            variant="light"
            color="yellow"
            ml={4}
            loading={retrying}
            onClick={() => void retry()}
          >
            <Trans>Retry now</Trans>
          </Button>
        </Notice>
      )}
    </div>
  );
}
