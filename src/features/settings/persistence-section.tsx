import { Trans, useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { setPersistence, useUserData } from '@/lib/storage/persistence';
import { Text } from '@/components/text';
import { PanelSection } from '@/components/panel-section';

/** The opt-in switch: nothing is written to the browser until the player turns it on. */
export function PersistenceSection() {
  const persist = useUserData((state) => state.persist);
  const { t } = useLingui();
  return (
    <PanelSection title={<Trans>Save my data in this browser</Trans>}>
      <Switch
        label={t`Remember my settings in this browser`}
        checked={persist}
        onChange={(event) => setPersistence(event.currentTarget.checked)}
      />
      <Text size="sm" tone="dimmed">
        <Trans>
          Off by default: then nothing is stored and everything is forgotten when you close the
          page. When on, your API keys, pinned pages, fish you marked, notification settings,
          alerts, language, fishing power and fishing session are saved in this browser&apos;s local
          storage — on this device only, never sent anywhere. Turning it off deletes everything this
          site has stored.
        </Trans>
      </Text>
    </PanelSection>
  );
}
