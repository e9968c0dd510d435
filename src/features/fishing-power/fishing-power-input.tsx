import { useLingui } from '@lingui/react/macro';
import { CloseButton, NumberInput } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import { FISHING_POWER } from '@/config/constants';
import { useFishingPowerStore } from './fishing-power-store';

/**
 * The player's fishing power, bound to its store: empty means not set (nothing is marked and
 * nothing skipped). Used in the settings and on the session page.
 */
export function FishingPowerInput() {
  const { t } = useLingui();
  const power = useFishingPowerStore((state) => state.power);
  const setPower = useFishingPowerStore((state) => state.setPower);
  const highest = FISHING_POWER.highestHole;
  return (
    <NumberInput
      label={t`Your fishing power`}
      description={t`Holes need up to ${highest}. Fish only above yours are marked and left out of plans.`}
      min={0}
      max={FISHING_POWER.max}
      step={50}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      hideControls
      value={power ?? ''}
      onChange={(value) => setPower(typeof value === 'number' ? value : undefined)}
      rightSection={
        power === undefined ? undefined : (
          <CloseButton
            size="sm"
            aria-label={t`Clear fishing power`}
            onClick={() => setPower(undefined)}
          />
        )
      }
      maw={480}
    />
  );
}
