import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { memo } from 'react';
import { fishTimeLabel } from '@/lib/catalog/fish-descriptions';
import { useGameWords } from '@/data/game-words/game-words-store';
import { biteWindows, type BiteWindow } from '@/lib/planner/bite-windows';
import type { ComingUp as ComingUpEntry, PlanFish } from '@/lib/planner/plan';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { formatMinutes } from '@/lib/time/format-minutes';
import { phaseWord } from '@/lib/time/phase-words';
import { AlertButton } from './alert-button';
import { Countdown } from './countdown';
import { FishNames } from './fish-names';
import { Card } from '@/components/card';
import { Column } from '@/components/column';
import list from '@/components/list.module.css';
import { Row } from '@/components/row';
import { Text } from '@/components/text';

/** Fish of one collection whose next window is the same: one row ("Kryta · Night: in 42 min …"). */
export interface ComingUpRow {
  id: string;
  fish: PlanFish[];
  next: BiteWindow;
}

/** The coming-up entries as rows, soonest first. */
export function comingUpRows(entries: readonly ComingUpEntry[]): ComingUpRow[] {
  const rows = new Map<string, ComingUpRow>();
  for (const { fish, next } of entries) {
    const id = `${fish.collection.key}@${next.start.getTime()}-${next.end.getTime()}`;
    const row = rows.get(id) ?? { id, fish: [], next };
    row.fish.push(fish);
    rows.set(id, row);
  }
  return [...rows.values()];
}

const minutes = (window: BiteWindow) => window.end.getTime() - window.start.getTime();
const phases = (window: BiteWindow, i18n: I18n) =>
  window.phases.map((phase) => phaseWord(i18n, phase)).join(' → ');

function NextWindows({ fish, now }: { fish: PlanFish; now: number }) {
  const windows = biteWindows(fish.details, fish.collection.clock, now, 3);
  const uiLocale = useLocale();
  const { i18n } = useLingui();
  return (
    <details>
      <summary>
        <Text as="span" size="sm">
          <Trans>Next three windows</Trans>
        </Text>
      </summary>
      <ul className={clsx(list.list, list.small, list.spacing2)}>
        {windows.map((window) => (
          <li key={window.start.getTime()}>
            {formatInstant(uiLocale, 'time', window.start)}–
            {formatInstant(uiLocale, 'time', window.end)} ({phases(window, i18n)},{' '}
            {formatMinutes(minutes(window), i18n)})
          </li>
        ))}
      </ul>
    </details>
  );
}

// Memoized: the list grows a step at a time, and the rows already in are not rendered again.
const ComingUpItem = memo(function ComingUpItem({ row, now }: { row: ComingUpRow; now: number }) {
  const { i18n } = useLingui();
  const words = useGameWords();
  const uiLocale = useLocale();
  const [first] = row.fish;
  if (!first) return null;
  const { collection } = first;
  const kinds = [
    ...new Set(row.fish.map((fish) => fishTimeLabel(fish.details, i18n, uiLocale, words))),
  ].join(', ');
  const label = `${collection.name} — ${kinds}`;
  const startsAt = formatInstant(uiLocale, 'time', row.next.start);
  const lasts = formatMinutes(minutes(row.next), i18n);
  return (
    <Card as="li" padding="sm">
      <Row justify="between" align="start" gap="xs">
        <div>
          <Text weight={700}>{label}</Text>
          <Text size="sm">
            <Trans>
              In <Countdown to={row.next.start} /> (at {startsAt}) for {lasts}
            </Trans>
            {/* Two leading text nodes, as before: the glyphs fall on the same pixels as in the
                reference screenshots (e2e/visual.spec.ts). */}
            <Text as="span" size="xs" tone="dimmed">
              {' '}
              {'· '}
              {phases(row.next, i18n)}
            </Text>
          </Text>
          <Text size="sm" tone="dimmed">
            <FishNames fish={row.fish} />
          </Text>
        </div>
        {collection.kind === 'region' && (
          <AlertButton
            target={{
              label,
              fish: row.fish.map((fish) => fish.details.name),
              fishTime: {
                timeOfDay: first.details.timeOfDay,
                higherChanceTime: first.details.higherChanceTime,
              },
              clock: collection.clock,
              regionKey: collection.key,
            }}
          />
        )}
      </Row>
      <NextWindows fish={first} now={now} />
    </Card>
  );
});

/**
 * Every uncaught fish that does not bite now, soonest window first: the first `shown` rows (the
 * page renders the list in steps, docs/planner.md "The first screen first").
 */
export function ComingUp({
  rows,
  shown = rows.length,
  now,
}: {
  rows: readonly ComingUpRow[];
  shown?: number;
  now: number;
}) {
  const { t } = useLingui();
  if (rows.length === 0) {
    return (
      <Text tone="dimmed">
        <Trans>Every uncaught fish in this scope bites now.</Trans>
      </Text>
    );
  }
  return (
    <Column as="ul" gap="xs" aria-label={t`Coming up`}>
      {rows.slice(0, shown).map((row) => (
        <ComingUpItem key={row.id} row={row} now={now} />
      ))}
    </Column>
  );
}
