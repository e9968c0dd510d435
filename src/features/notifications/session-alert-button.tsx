import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button } from '@mantine/core';
import { IconBellRinging, IconPlayerStop } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { sessionAlertCardStart, sessionAlertsOf } from '@/lib/notifications/session-alerts';
import type { SessionStop } from '@/lib/session/route';
import { createId } from './create-id';
import { pushNotification } from './notifications-store';
import { endSessionAlerts } from './session-alerts-end';
import { routeEnd, useFollowRoute } from './session-alerts-follow-route';
import { useSessionAlertsStore } from './session-alerts-store';
import { useNotificationSettingsStore } from './settings-store';
import { Column } from '@/components/column';
import { Text } from '@/components/text';
import { Row } from '@/components/row';

/**
 * "Start session": a card in the floating area a minute before each stop still ahead (a stop
 * already begun gets none); it turns notifications on if they are off, and says so before. Then,
 * while the session runs (`running`: the one rule, `isSessionRunning` of `src/lib/session/`),
 * "End session", which removes the alerts and their cards. Meanwhile the alerts follow the route
 * (docs/session.md "Alerts along the route"); a running session whose alerts this tab does not
 * hold (persistence off and a reload, a link) offers to set them.
 */
export function SessionAlertButton({
  stops,
  running,
  onStart,
  onEnd,
}: {
  stops: readonly SessionStop[];
  running: boolean;
  onStart?: () => void;
  onEnd?: () => void;
}) {
  const alertsSet = useSessionAlertsStore((state) => state.session !== null);
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  const next = useSessionAlertsStore((state) => state.alerts[0]);
  const uiLocale = useLocale();
  const { t } = useLingui();
  const timeOf = (instant: number) => formatInstant(uiLocale, 'time', instant);

  useFollowRoute(stops, running && alertsSet);

  const setAlerts = (again: boolean) => {
    const now = Date.now();
    const id = createId();
    const alerts = sessionAlertsOf(stops, id, now);
    const end = routeEnd(stops, now);
    if (!enabled) useNotificationSettingsStore.getState().update({ enabled: true });
    useSessionAlertsStore.getState().start({ id, end }, alerts);
    const [first] = alerts;
    const count = alerts.length;
    const at = first ? timeOf(sessionAlertCardStart(first)) : '';
    if (again) {
      pushNotification({
        text: first
          ? t({
              message: plural(count, {
                one: `Alerts set: # alert, at ${at}.`,
                other: `Alerts set: # alerts, the first at ${at}.`,
              }),
            })
          : t`No stop ahead, so no alerts.`,
      });
      return;
    }
    pushNotification({
      text: first
        ? t({
            message: plural(count, {
              one: `Session started: # alert, at ${at}.`,
              other: `Session started: # alerts, the first at ${at}.`,
            }),
          })
        : t`Session started: no stop ahead, so no alerts.`,
    });
  };
  const start = () => {
    setAlerts(false);
    onStart?.();
  };
  const end = () => {
    endSessionAlerts();
    pushNotification({ text: t`Session ended: its alerts are removed.` });
    onEnd?.();
  };

  if (running) {
    const nextAt = next ? timeOf(sessionAlertCardStart(next)) : '';
    return (
      <Column gap={4} align="start">
        <Button
          variant="light"
          color="red"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          onClick={end}
        >
          <Trans>End session</Trans>
        </Button>
        {alertsSet ? (
          <Text size="xs" tone="dimmed">
            {next ? t`Next alert at ${nextAt}.` : t`No alerts left in this session.`}
          </Text>
        ) : (
          <Row gap="xs">
            <Text size="xs" tone="dimmed">
              <Trans>Its alerts are not set in this tab.</Trans>
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setAlerts(true)}
              disabled={stops.length === 0}
            >
              <Trans>Set its alerts</Trans>
            </Button>
          </Row>
        )}
      </Column>
    );
  }
  return (
    <Column gap={4} align="start">
      <Button
        leftSection={<IconBellRinging size={16} aria-hidden />}
        onClick={start}
        disabled={stops.length === 0}
      >
        <Trans>Start session</Trans>
      </Button>
      {!enabled && (
        <Text size="xs" tone="dimmed">
          <Trans>
            Notifications are off: starting turns them on, so each stop's alert shows (
            <Anchor component={Link} to={paths.settings.href('notifications')} inherit>
              Settings → Notifications
            </Anchor>
            ).
          </Trans>
        </Text>
      )}
    </Column>
  );
}
