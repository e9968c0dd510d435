import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { FishingPowerInput } from '@/features/fishing-power/fishing-power-input';

/** The player's fishing power (`docs/session.md` "The player's fishing power"). */
export function FishingPowerSection() {
  return (
    <Stack gap="xs" component="section" aria-labelledby="fishing-power-heading">
      <Title order={3} id="fishing-power-heading">
        <Trans>Fishing power</Trans>
      </Title>
      <FishingPowerInput />
    </Stack>
  );
}
