import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NumberInput, SegmentedControl, Switch } from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import { useState } from 'react';
import { NOTIFICATION } from '@/config/constants';
import { AlertSoundSetting } from './alert-sound-setting';
import { pushNotification } from './notifications-store';
import { PlannerAlertList } from './planner-alert-list';
import { useNotificationSettingsStore } from './settings-store';
import { SystemNotificationSetting } from './system-notification-setting';
import { TimeNotificationEditor } from './time-notification-editor';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';
import { Column } from '@/components/column';
import { Divider } from '@/components/divider';
import classes from './notification-settings-panel.module.css';

function AutoDismissSeconds({ disabled }: { disabled: boolean }) {
  const seconds = useNotificationSettingsStore((state) => state.autoDismissSeconds);
  const update = useNotificationSettingsStore((state) => state.update);
  // What the player typed, kept even while invalid so nothing they typed is lost.
  const [value, setValue] = useState<number | string>(seconds);
  const { t } = useLingui();
  const valid = typeof value === 'number' && Number.isInteger(value) && value >= 1;
  return (
    <NumberInput
      label={t`Auto-dismiss after (seconds)`}
      placeholder={String(NOTIFICATION.defaultAutoDismissSeconds)}
      step={1}
      min={1}
      allowDecimal={false}
      clampBehavior="none"
      maw={240}
      disabled={disabled}
      value={value}
      error={!disabled && !valid ? t`Enter a whole number of seconds, 1 or more` : undefined}
      onChange={(next) => {
        setValue(next);
        if (typeof next === 'number' && Number.isInteger(next) && next >= 1) {
          update({ autoDismissSeconds: next });
        }
      }}
    />
  );
}

/** The sample card's words: an id, worded by the card in the page's language. */
export const SAMPLE_MESSAGE = msg`Hello! I'm a sample notification!`;

/**
 * Settings → Notifications: the notification settings, the time notification editor and the
 * planner's alerts.
 */
export function NotificationSettingsPanel() {
  const { enabled, displayMode, autoDismiss, update } = useNotificationSettingsStore();
  const { t } = useLingui();
  return (
    <Column className={classes.panel}>
      <Heading order={2}>
        <Trans>Notifications</Trans>
      </Heading>
      <Switch
        label={t`Enable notifications`}
        checked={enabled}
        onChange={(event) => update({ enabled: event.currentTarget.checked })}
      />
      <Column gap={4}>
        <Text size="sm" weight={500} id="display-mode-label">
          <Trans>Show cards on the</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="display-mode-label"
          w="fit-content"
          value={displayMode === 'LEFT' ? 'LEFT' : 'RIGHT'}
          onChange={(value) => update({ displayMode: value === 'LEFT' ? 'LEFT' : 'RIGHT' })}
          data={[
            { value: 'LEFT', label: t`Left` },
            { value: 'RIGHT', label: t`Right` },
          ]}
        />
      </Column>
      <Switch
        label={t`Auto-dismiss app messages`}
        description={t`Messages such as a selected API key or new dailies go away by themselves; errors stay until you dismiss them.`}
        checked={autoDismiss}
        onChange={(event) => update({ autoDismiss: event.currentTarget.checked })}
      />
      <AutoDismissSeconds disabled={!autoDismiss} />
      <SystemNotificationSetting disabled={!enabled} />
      <AlertSoundSetting disabled={!enabled} />
      <Text size="sm" tone="dimmed">
        <Trans>
          Alerts come only while this site is open in a tab; in the background is fine. There is no
          server that sends them: a closed tab or browser cannot alert you.
        </Trans>
      </Text>
      <Button
        variant="default"
        w="fit-content"
        disabled={!enabled}
        onClick={() => pushNotification({ message: SAMPLE_MESSAGE })}
      >
        <Trans>Show a sample notification</Trans>
      </Button>
      {!enabled && (
        <Text size="sm" tone="dimmed">
          <Trans>Enable notifications to see cards and the bell.</Trans>
        </Text>
      )}
      <Divider />
      <TimeNotificationEditor />
      <Divider />
      <PlannerAlertList />
    </Column>
  );
}
