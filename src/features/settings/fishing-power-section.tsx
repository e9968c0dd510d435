import { Trans } from '@lingui/react/macro';

import { FishingPowerInput } from '@/features/fishing-power/fishing-power-input';
import { Column } from '@/components/column';
import { Heading } from '@/components/heading';

/** The player's fishing power (`docs/session.md` "The player's fishing power"). */
export function FishingPowerSection() {
  return (
    <Column gap="xs" as="section" aria-labelledby="fishing-power-heading">
      <Heading order={3} id="fishing-power-heading">
        <Trans>Fishing power</Trans>
      </Heading>
      <FishingPowerInput />
    </Column>
  );
}
