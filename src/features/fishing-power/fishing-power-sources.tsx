import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, SegmentedControl } from '@mantine/core';
// The checkbox's look loads with the parts that use it (src/app/mantine-styles.ts).
import '@mantine/core/styles/Checkbox.layer.css';
// NativeSelect's chevron is Combobox's part (the prerendered settings page shows it).
import '@mantine/core/styles/Combobox.layer.css';
import { useId } from 'react';
import { Column } from '@/components/column';
import { Text } from '@/components/text';
import {
  POWER_SOURCES,
  sumOfSources,
  anySourceChosen,
  type PowerSources,
  type SourceGroup,
  type SourceOption,
} from '@/lib/fishing-power/power-sources';
import { EquipmentSources } from './equipment-sources';
import { useFishingPowerStore } from './fishing-power-store';
import { useSourceName } from './source-words';
import classes from './fishing-power-sources.module.css';

const NONE = 'none';
const NONE_TICKED: PowerSources = {};

/** A group's choice, its options worded with their power ("Mackerel +150"). */
function useGroupChoice<G extends SourceGroup>(group: G) {
  const nameOf = useSourceName();
  const chosen = useFishingPowerStore((state) => state.sources?.[group]);
  const setSource = useFishingPowerStore((state) => state.setSource);
  const options = (POWER_SOURCES[group] as readonly { id: SourceOption<G>; power: number }[]).map(
    ({ id, power }) => ({
      value: id as string,
      label: `${nameOf(group, id)} +${power}`,
    }),
  );
  const choose = (value: string) =>
    setSource(group, value === NONE ? undefined : (value as SourceOption<G>));
  return { value: (chosen as string | undefined) ?? NONE, options, choose };
}

/** One source the player has or not (the rod, Tips on Fishing, Full Tank). */
function SourceCheckbox({
  group,
  description,
}: {
  group: 'rod' | 'tips' | 'fullTank';
  description?: string;
}) {
  const { value, options, choose } = useGroupChoice(group);
  const [option] = options;
  if (!option) return null;
  return (
    <Checkbox
      label={option.label}
      description={description}
      checked={value !== NONE}
      onChange={(event) => choose(event.currentTarget.checked ? option.value : NONE)}
    />
  );
}

/** A group of which the player has one option at most, as a select. */
function SourceSelect({
  group,
  label,
  description,
}: {
  group: 'lure' | 'food' | 'party';
  label: string;
  description?: string;
}) {
  const { t } = useLingui();
  const { value, options, choose } = useGroupChoice(group);
  return (
    <NativeSelect
      label={label}
      description={description}
      data={[{ value: NONE, label: t`None` }, ...options]}
      value={value}
      onChange={(event) => choose(event.currentTarget.value)}
      maw={480}
    />
  );
}

/** A short group as a segmented control (bait, masteries). */
function SourceSegments({
  group,
  label,
  short,
}: {
  group: 'bait' | 'masteries';
  label: string;
  short: (option: { value: string; label: string }) => string;
}) {
  const { t } = useLingui();
  const id = useId();
  const { value, options, choose } = useGroupChoice(group);
  return (
    <Column gap={4}>
      <Text size="sm" weight={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        className={classes.segments}
        data={[
          { value: NONE, label: group === 'masteries' ? '0' : t`None` },
          ...options.map((option) => ({ value: option.value, label: short(option) })),
        ]}
        value={value}
        onChange={choose}
      />
    </Column>
  );
}

/** What the ticked sources add up to, and whether the typed number is used in their place. */
function SourcesSum() {
  const sources = useFishingPowerStore((state) => state.sources ?? NONE_TICKED);
  const typed = useFishingPowerStore((state) => state.power);
  const sum = sumOfSources(sources);
  if (!anySourceChosen(sources))
    return (
      <Text size="sm" tone="dimmed">
        <Trans>Nothing ticked: your fishing power is the number above.</Trans>
      </Text>
    );
  return (
    <Text size="sm" aria-live="polite">
      {typed === undefined ? (
        <Trans>The sources add up to {sum}: your fishing power.</Trans>
      ) : (
        <Trans>
          The sources add up to {sum}, but the {typed} you typed is used. Clear it to use the sum.
        </Trans>
      )}
    </Text>
  );
}

/**
 * The sources whose sum is the player's fishing power (docs/session.md "Fishing power from its
 * sources"): nothing ticked at first; the typed number above wins when there is one.
 */
export function FishingPowerSources() {
  const { t } = useLingui();
  return (
    <fieldset className={classes.sources}>
      <legend className={classes.legend}>
        <Trans>Or tick its sources</Trans>
      </legend>
      <Column gap="xs">
        <SourceCheckbox group="rod" />
        <SourceCheckbox group="tips" description={t`Lasts an hour.`} />
        <SourceSegments group="bait" label={t`Bait`} short={({ label }) => label} />
        <SourceSelect
          group="lure"
          label={t`Lure`}
          description={t`The Amber lure needs the first Arborstone mastery. The Jade and Infinite lures’ power is not known: type your power instead.`}
        />
        <SourceSelect group="food" label={t`Food`} />
        <SourceCheckbox group="fullTank" description={t`While nourished.`} />
        <SourceSegments
          group="masteries"
          label={t`Fishing masteries (+20 each)`}
          short={({ value }) => value}
        />
        <SourceSelect group="party" label={t`Fishing Party`} />
        <SourcesSum />
        <EquipmentSources />
      </Column>
    </fieldset>
  );
}
