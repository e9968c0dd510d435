import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useNotificationSettingsStore } from './settings-store';
import {
  requestSystemPermission,
  systemPermission,
  type SystemPermission,
} from './system-notification';
import { Notice } from '@/components/notice';

const explanations: Partial<Record<SystemPermission, MessageDescriptor>> = {
  denied: msg`Your browser blocks notifications from this site, so only in-page cards can be shown. To get system notifications, allow notifications for this site in your browser’s site settings, then switch this on again.`,
  unsupported: msg`This browser cannot show system notifications; in-page cards still work.`,
};

const noSubscription = () => () => undefined;
const notAskedYet = (): SystemPermission => 'default';

/**
 * Beyond the spec: opt in to a system notification when a card starts while the tab is hidden.
 * Permission is asked only from this switch, and a refusal is explained, never asked again.
 */
export function SystemNotificationSetting({ disabled }: { disabled: boolean }) {
  const wanted = useNotificationSettingsStore((state) => state.systemNotifications);
  const update = useNotificationSettingsStore((state) => state.update);
  // Prerendered and while hydrating, "not asked yet": the browser's answer follows right after.
  const browserPermission = useSyncExternalStore(noSubscription, systemPermission, notAskedYet);
  const [answer, setAnswer] = useState<SystemPermission>();
  const permission = answer ?? browserPermission;
  const explanation = explanations[permission];
  const { t } = useLingui();

  const change = async (checked: boolean) => {
    if (!checked) {
      update({ systemNotifications: false });
      return;
    }
    const result = await requestSystemPermission();
    setAnswer(result);
    update({ systemNotifications: result === 'granted' });
  };

  return (
    <>
      <Switch
        label={t`Also show a system notification when the tab is in the background`}
        description={t`Uses your browser’s notifications; the browser asks for permission once.`}
        checked={wanted && permission === 'granted'}
        disabled={disabled || permission === 'unsupported'}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {explanation && (
        <Notice color="yellow" title={t`System notifications are unavailable`}>
          {t(explanation)}
        </Notice>
      )}
    </>
  );
}
