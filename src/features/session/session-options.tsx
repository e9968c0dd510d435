import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MultiSelect, NumberInput, Radio, Switch } from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import type { ReactNode } from 'react';
import type { PlanCollection } from '@/lib/planner/collections';
import { MINUTES_PER_FISH_RANGE, type SessionForm } from './session-form';
import classes from './session.module.css';
import { Text } from '@/components/text';
import { Column } from '@/components/column';
import space from '@/components/spacing.module.css';

/**
 * The options a player changes less often, folded under one line that says what they are set to:
 * which collections count, minutes per fish, fishing power, unreachable regions.
 */
export function SessionOptions({
  form,
  onChange,
  collections,
  missingCount,
  powerInput,
  powerSet,
  about,
}: {
  form: SessionForm;
  onChange: (change: Partial<SessionForm>) => void;
  collections: readonly PlanCollection[];
  missingCount: number;
  powerInput: ReactNode;
  /** The player entered a fishing power (fish above it can be included). */
  powerSet: boolean;
  /** Whose progress counts: the page's intro, folded here on a phone (`.foldedIntro`). */
  about?: ReactNode;
}) {
  const { t } = useLingui();
  const chosen = form.collections.length;
  const perFish = form.minutesPerFish;
  const which =
    chosen === 0
      ? t`all collections`
      : t({
          message: plural(chosen, {
            one: '# chosen collection',
            other: '# chosen collections',
          }),
        });
  return (
    <details className={classes.options}>
      <summary>
        <Text as="span" size="sm">
          <Trans>
            Options: {which}, {perFish} min a fish
          </Trans>
        </Text>
      </summary>
      <Column gap="sm" className={space.mtXs}>
        {about && <div className={classes.foldedIntro}>{about}</div>}
        <Radio.Group
          label={t`Collections that count`}
          value={chosen === 0 ? 'all' : 'chosen'}
          onChange={(value) =>
            onChange({
              collections: value === 'all' ? [] : collections.slice(0, 1).map((c) => c.key),
            })
          }
        >
          <Column gap={4} className={space.mt4}>
            <Radio value="all" label={t`All collections`} />
            <Radio value="chosen" label={t`Only the ones I choose`} />
          </Column>
        </Radio.Group>
        {chosen > 0 && (
          <MultiSelect
            label={t`Chosen collections`}
            data={collections.map((collection) => ({
              value: collection.key,
              label: collection.name,
            }))}
            value={form.collections}
            onChange={(keys) => onChange({ collections: keys })}
            searchable
            maw={480}
          />
        )}
        <NumberInput
          label={t`Minutes per fish`}
          description={t`How long a fish takes you in its window; the route plans with it.`}
          min={MINUTES_PER_FISH_RANGE.min}
          max={MINUTES_PER_FISH_RANGE.max}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={perFish}
          onChange={(value) => typeof value === 'number' && onChange({ minutesPerFish: value })}
          maw={240}
        />
        {powerInput}
        {powerSet && (
          <Switch
            label={t`Include fish above my fishing power`}
            checked={form.includeAbovePower}
            onChange={(event) => onChange({ includeAbovePower: event.currentTarget.checked })}
          />
        )}
        {missingCount > 0 && (
          <Switch
            label={t({
              message: plural(missingCount, {
                one: 'Include the region your account cannot reach',
                other: 'Include the # regions your account cannot reach',
              }),
            })}
            description={t`Left out by default: your account lacks the expansion they need.`}
            checked={form.includeMissing}
            onChange={(event) => onChange({ includeMissing: event.currentTarget.checked })}
          />
        )}
      </Column>
    </details>
  );
}
