import { Trans } from '@lingui/react/macro';
import { Divider, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Divider.layer.css';
import { ApiKeyManager } from '@/features/account/key-manager';
import { FishingEquipmentSection } from './fishing-equipment-section';
import { FishingPowerSection } from './fishing-power-section';
import { PersistenceSection } from './persistence-section';
import { TransferSection } from './transfer-section';

export function SettingsGeneral() {
  return (
    <Stack gap="lg">
      <Title order={2}>
        <Trans>General</Trans>
      </Title>
      <PersistenceSection />
      <Divider />
      <ApiKeyManager />
      <Divider />
      <FishingPowerSection />
      <FishingEquipmentSection />
      <Divider />
      <TransferSection />
    </Stack>
  );
}
