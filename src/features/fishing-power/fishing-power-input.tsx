import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { memo, useRef, useState } from 'react';
import { Column } from '@/components/column';
import { FISHING_POWER } from '@/config/constants';
import { FishingPowerSources } from './fishing-power-sources';
import { useFishingPowerStore } from './fishing-power-store';
import { parseFishingPower, type PowerProblem } from './parse-fishing-power';

/** Why the typed power is refused, and which power the plans use meanwhile. */
function useRefusal(problem: PowerProblem | undefined, power: number | undefined) {
  const { t } = useLingui();
  if (!problem) return undefined;
  const max = FISHING_POWER.max;
  const why =
    problem === 'out-of-range'
      ? t`Fishing power goes from 0 to ${max}.`
      : t`Enter a whole number from 0 to ${max}, digits only (like 650).`;
  const meanwhile =
    power === undefined
      ? t`Until then no fish is left out.`
      : t`Until then your fishing power stays ${power}.`;
  return `${why} ${meanwhile}`;
}

/**
 * The player's fishing power, bound to its store: empty means not set (nothing is marked and
 * nothing skipped). The field keeps the text as typed: a whole number from 0 to the maximum sets
 * the power, anything else is refused with a message tied to the field and leaves the power as it
 * was before the player began typing (`parseFishingPower`). Below it, the sources whose sum is
 * the power when nothing is typed (`FishingPowerSources`). Used in the settings and on the session
 * page. Memoised (it takes no props): the session page renders its options again when it goes
 * live, and this field with its checklist is most of them.
 */
export const FishingPowerInput = memo(function FishingPowerInput() {
  const { t } = useLingui();
  const power = useFishingPowerStore((state) => state.power);
  const setPower = useFishingPowerStore((state) => state.setPower);
  // The text as typed, shown while it is refused or reads as the stored power; a power set
  // elsewhere (a session link, an import) replaces a typed text that read as the old one.
  const [typed, setTyped] = useState<string | undefined>(undefined);
  // The power before the player began typing: what a refused text leaves in place (typing "2001"
  // passes through 200, which must not stay).
  const powerBefore = useRef(power);
  const entry = typed === undefined ? undefined : parseFishingPower(typed);
  const showsTyped = entry !== undefined && (!entry.ok || entry.power === power);
  const refusal = useRefusal(entry && !entry.ok ? entry.problem : undefined, power);
  const highest = FISHING_POWER.highestHole;
  return (
    <Column gap="sm">
      <TextInput
        label={t`Your fishing power`}
        description={t`Holes need up to ${highest}. Fish only above yours are marked and left out of plans.`}
        inputMode="numeric"
        autoComplete="off"
        value={showsTyped ? typed : String(power ?? '')}
        error={refusal}
        onFocus={() => {
          powerBefore.current = power;
        }}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setTyped(text);
          const read = parseFishingPower(text);
          setPower(read.ok ? read.power : powerBefore.current);
        }}
        rightSection={
          power === undefined && !refusal ? undefined : (
            <CloseButton
              size="sm"
              aria-label={t`Clear fishing power`}
              onClick={() => {
                setTyped(undefined);
                setPower(undefined);
              }}
            />
          )
        }
        maw={480}
      />
      <FishingPowerSources />
    </Column>
  );
});
