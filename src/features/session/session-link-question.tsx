import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { CornerCard } from '@/components/corner-card';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { useSessionLinkStore } from './session-link-store';
import { openLinkAsMine } from './use-session-address';
import { Text } from '@/components/text';
import space from '@/components/spacing.module.css';
import { Row } from '@/components/row';

/**
 * Before a shared session link replaces what the player has (their running session, their saved
 * fishing power), asks in the corner, as a language link does before a new tab: keep mine, open
 * the link's, or open it without saving (docs/session.md "A shared link"). Until answered, the
 * page shows the player's session unchanged.
 */
export function SessionLinkQuestion() {
  const asked = useSessionLinkStore((state) => state.asked);
  const { t } = useLingui();
  const locale = useLocale();
  if (!asked) return null;
  const { link, conflict } = asked;
  const { close, view } = useSessionLinkStore.getState();
  const until =
    conflict.runningUntil === undefined ? '' : formatInstant(locale, 'time', conflict.runningUntil);
  const mine = conflict.power?.mine;
  const theirs = conflict.power?.link;
  return (
    <CornerCard role="alert" title={t`Open this session link?`}>
      {conflict.runningUntil !== undefined && (
        <Text size="sm" className={space.mt4}>
          <Trans>
            Your session runs until {until}. Opening the link&apos;s ends it, and its catch log
            starts again.
          </Trans>
        </Text>
      )}
      {conflict.power && (
        <Text size="sm" className={space.mt4}>
          <Trans>
            The link plans with fishing power {theirs}; yours is {mine}.
          </Trans>
        </Text>
      )}
      <Row gap="xs" className={space.mt6}>
        <Button size="compact-sm" onClick={close}>
          <Trans>Keep mine</Trans>
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => openLinkAsMine(link)}>
          <Trans>Open the link&apos;s</Trans>
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={view}>
          <Trans>Open it without saving</Trans>
        </Button>
      </Row>
    </CornerCard>
  );
}

/**
 * In place of "Start session" while a link is shown without saving: says so, and offers to make
 * it the player's or to go back to theirs.
 */
export function SessionLinkViewNote() {
  const viewed = useSessionLinkStore((state) => state.viewed);
  if (!viewed) return null;
  return (
    <div role="status">
      <Text size="sm">
        <Trans>
          You are looking at a shared link&apos;s plan without saving it: your own session and
          fishing power are kept.
        </Trans>
      </Text>
      <Row gap="xs" className={space.mt4}>
        <Button size="compact-sm" variant="light" onClick={() => openLinkAsMine(viewed)}>
          <Trans>Make it mine</Trans>
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={useSessionLinkStore.getState().close}>
          <Trans>Back to my session</Trans>
        </Button>
      </Row>
    </div>
  );
}
