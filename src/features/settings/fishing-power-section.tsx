import { Trans } from '@lingui/react/macro';

import { FishingPowerInput } from '@/features/fishing-power/fishing-power-input';
import { PanelSection } from '@/components/panel-section';

/** The player's fishing power (`docs/session.md` "The player's fishing power"). */
export function FishingPowerSection() {
  return (
    <PanelSection title={<Trans>Fishing power</Trans>}>
      <FishingPowerInput />
    </PanelSection>
  );
}
