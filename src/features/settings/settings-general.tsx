import { Trans } from '@lingui/react/macro';
import { ApiKeyManager } from '@/features/account/key-manager';
import { FishingEquipmentSection } from './fishing-equipment-section';
import { FishingPowerSection } from './fishing-power-section';
import { PersistenceSection } from './persistence-section';
import { TransferSection } from './transfer-section';
import { Column } from '@/components/column';
import { Divider } from '@/components/divider';
import { Heading } from '@/components/heading';

export function SettingsGeneral() {
  return (
    <Column gap="lg">
      <Heading order={2}>
        <Trans>General</Trans>
      </Heading>
      <PersistenceSection />
      <Divider />
      <ApiKeyManager />
      <Divider />
      <FishingPowerSection />
      <FishingEquipmentSection />
      <Divider />
      <TransferSection />
    </Column>
  );
}
