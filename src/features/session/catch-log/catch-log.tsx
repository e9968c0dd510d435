import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { Button } from '@mantine/core';
import { ACCOUNT_API, MINUTE_MS } from '@/config/constants';
import { useAccountStatus } from '@/features/account/use-account';
import { useKeysStore } from '@/features/account/keys-store';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import type { CaughtFish } from '@/lib/session/catch-log';
import { useRefusedLogKey } from './use-refused-log-key';
import { useCaughtThisSession } from './use-caught-this-session';
import { useFishNames } from './use-fish-names';
import { Text } from '@/components/text';
import list from '@/components/list.module.css';
import space from '@/components/spacing.module.css';
import { Heading } from '@/components/heading';
import { Notice } from '@/components/notice';

export interface CatchLogProps {
  /** When the session started (epoch ms); before "Start session", undefined. */
  startedAt: number | undefined;
  /** "Plan the rest from now". */
  onPlanRest: () => void;
}

function NoKeyLine() {
  return (
    <Text size="sm" tone="dimmed">
      <Trans>
        With an API key that has the progression permission, this log fills itself as you fish.
        Without one, the fish you mark caught leave the route.
      </Trans>
    </Text>
  );
}

function CaughtList({ caught }: { caught: readonly CaughtFish[] }) {
  const locale = useLocale();
  const nameOf = useFishNames();
  const { t } = useLingui();
  if (caught.length === 0) return null;
  return (
    <ul className={clsx(list.list, list.small, list.spacing2, space.mbSm)}>
      {caught.map(({ itemId, at }) => {
        const name = nameOf(itemId) ?? t`Fish ${itemId}`;
        const time = formatInstant(locale, 'clock', at);
        return (
          <li key={itemId}>
            <Trans>
              {name} — seen at {time}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * When the account was last asked and how often it is; after a failed refresh, that the log shows
 * the last answer (why it failed, and a retry, are the page's refresh note: one per page).
 */
function PollLine() {
  const status = useAccountStatus();
  const locale = useLocale();
  const updatedAt = status.phase === 'no-key' ? undefined : status.updatedAt;
  const time = updatedAt === undefined ? undefined : formatInstant(locale, 'clock', updatedAt);
  const minutes = ACCOUNT_API.refreshMs / MINUTE_MS;
  let line;
  if (status.phase === 'error') {
    line =
      time === undefined ? (
        <Trans>Your account could not be asked yet, so nothing is logged.</Trans>
      ) : (
        <Trans>Your account could not be asked again: the log shows what it said at {time}.</Trans>
      );
  } else if (time === undefined) {
    line = <Trans>Your account is asked every {minutes} minutes while this page is visible.</Trans>;
  } else {
    line = (
      <Trans>
        Your account is asked every {minutes} minutes while this page is visible (last answer at{' '}
        {time}).
      </Trans>
    );
  }
  return (
    <Text size="sm" tone={status.phase === 'error' ? 'yellow' : 'dimmed'} className={space.mbXs}>
      {line}
    </Text>
  );
}

/**
 * The session's catch log (issue 42 item 4, docs/session.md "The catch log"): with a key, the
 * fish the account caught since the start, with the time each was first seen; without one, a
 * line saying what a key adds. "Plan the rest from now" re-plans without what was caught. The
 * page above it shows `ProgressRefreshNote` (why a refresh failed, a retry): the log says only
 * what that means for it.
 */
export function CatchLog({ startedAt, onPlanRest }: CatchLogProps) {
  const caught = useCaughtThisSession(startedAt);
  const hasKey = useKeysStore((state) => state.selectedKey !== undefined);
  const refusedKey = useRefusedLogKey(startedAt);
  const count = caught.length;
  if (startedAt === undefined) {
    if (!hasKey) return <NoKeyLine />;
    return (
      <Text size="sm" tone="dimmed">
        <Trans>Once the session starts, the fish your account catches are listed here.</Trans>
      </Text>
    );
  }
  return (
    <section aria-labelledby="catch-log-title">
      <Heading order={3} id="catch-log-title" className={space.mbXs}>
        <Trans>Caught this session: {count}</Trans>
      </Heading>
      {hasKey && <PollLine />}
      {!hasKey && refusedKey !== undefined && (
        <Notice color="red" role="note" className={space.mbSm}>
          <Trans>
            The GW2 API refused the key "{refusedKey}", so your account is no longer asked and this
            log stopped. Select a working key in the settings to go on.
          </Trans>
        </Notice>
      )}
      {!hasKey && refusedKey === undefined && <NoKeyLine />}
      <CaughtList caught={caught} />
      <Button variant="light" size="sm" onClick={onPlanRest}>
        <Trans>Plan the rest from now</Trans>
      </Button>
    </section>
  );
}
