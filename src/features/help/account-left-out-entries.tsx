import { Trans } from '@lingui/react/macro';
import { useAccountLeftOut } from '@/features/account/use-account';
import { LeftOutSection } from './left-out-entries';

/** Lines listed at most: an answer may leave out up to its cap of a thousand entries. */
const MAX_LINES = 20;

/**
 * What the selected key's last account answer held that the app left out where it entered (issue
 * 57): each entry and why, while the rest of the answer is used. Nothing when none.
 */
export function AccountLeftOutEntries() {
  const { leftOut, notRead } = useAccountLeftOut();
  return (
    <LeftOutSection
      title={<Trans>Left out of your account&apos;s answer</Trans>}
      headingId="data-account-left-out-heading"
      intro={
        <Trans>
          Your account&apos;s last answer held these entries with values the app does not expect.
          The app left them out and used the rest: these achievements show no progress from your
          account until an answer reads, and the session&apos;s catch log claims none of their fish.
        </Trans>
      }
      entries={leftOut.slice(0, MAX_LINES)}
      notListed={Math.max(0, leftOut.length - MAX_LINES) + notRead}
    />
  );
}
