import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheck } from '@tabler/icons-react';
import { MINUTE_MS } from '@/config/constants';
import { ItemIcon } from '@/components/item-icon';
import { useGameWords } from '@/data/game-words/game-words-store';
import { HolePowerNote } from '@/features/fishing-power/hole-power-note';
import { PlanWaypoints } from '@/features/planner/plan-waypoints';
import { baitLabel, holeLabel } from '@/lib/game-words/game-word-labels';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import type { PlanFish } from '@/lib/planner/plan';
import type { SessionStop as Stop } from '@/lib/session/route';
import { LOCALE_LABELS } from '@/lib/time/time-of-day';
import { phaseWord } from '@/lib/time/phase-words';
import classes from './session.module.css';
import { Text } from '@/components/text';
import { Column } from '@/components/column';
import { Heading } from '@/components/heading';
import { Row } from '@/components/row';
import { Card } from '@/components/card';
import { Chip } from '@/components/chip';

/** The stop's fish: those still to catch first, then those caught this session (ticked). */
function TargetFish({ targets, caught }: { targets: PlanFish[]; caught: ReadonlySet<number> }) {
  const { t } = useLingui();
  const ordered = [...targets].sort(
    (a, b) => Number(caught.has(a.itemId)) - Number(caught.has(b.itemId)),
  );
  return (
    <Row as="ul" gap={6} align="stretch">
      {ordered.map(({ itemId, details }) => {
        const done = caught.has(itemId);
        return (
          <Chip key={itemId} className={classes.fishChip} data-caught={done || undefined}>
            <ItemIcon itemId={itemId} name={details.name} rarity={details.rarity} size={20} />
            <Text size="sm" weight={600} strike={done}>
              {details.name}
            </Text>
            {done && <IconCircleCheck size={16} aria-label={t`caught this session`} role="img" />}
          </Chip>
        );
      })}
    </Row>
  );
}

/**
 * One stop of the route: when (its clock's phase and the player's local times), where (the
 * collection and its best waypoint), the switch it costs, its holes and baits, and its fish.
 */
export function SessionStopCard({
  stop,
  index,
  caught,
}: {
  stop: Stop;
  index: number;
  caught: ReadonlySet<number>;
}) {
  const { t, i18n } = useLingui();
  const words = useGameWords();
  const locale = useLocale();
  const from = formatInstant(locale, 'time', stop.start);
  const to = formatInstant(locale, 'time', stop.end);
  const place = stop.collection.name;
  const phase = phaseWord(i18n, stop.phase);
  const clock = LOCALE_LABELS[stop.collection.clock];
  const count = stop.targets.length;
  const travel = stop.switchMinutes;
  const holes = stop.holes.map((hole) => holeLabel(words, hole)).join(', ');
  const baits = stop.baits.map((bait) => baitLabel(words, bait)).join(', ');
  const headingId = `session-stop-${index}`;
  return (
    <Card as="li" padding="sm" className={classes.stop}>
      <Column gap={6}>
        <Heading order={4} id={headingId} className={classes.stopTitle}>
          <Trans>
            {from}–{to} · {place}
          </Trans>
        </Heading>
        <Text size="sm">
          <Trans>
            {phase} on {clock}&apos;s clock
          </Trans>
          {' · '}
          {t({ message: plural(count, { one: '# fish', other: '# fish' }) })}
          {travel > 0 && (
            <>
              {' · '}
              <Trans>{travel} min to travel</Trans>
            </>
          )}
        </Text>
        <PlanWaypoints groups={stop.collection.waypoints} max={1} />
        {/* Where, then what to catch, then how: the fish right under the waypoint, so a phone's
            first screen holds both (issue 60). */}
        <TargetFish targets={stop.targets} caught={caught} />
        <Text size="sm">
          <Trans>Holes: {holes}</Trans>{' '}
          <HolePowerNote
            needs={Math.max(...stop.targets.map((fish) => fish.details.fishingPower))}
          />
          {' · '}
          <Trans>Bait: {baits}</Trans>
        </Text>
      </Column>
    </Card>
  );
}

/** Between two stops: nothing still needed bites anywhere, so the route waits. */
export function SessionWait({ from, to }: { from: Date; to: Date }) {
  const locale = useLocale();
  const minutes = Math.round((to.getTime() - from.getTime()) / MINUTE_MS);
  const until = formatInstant(locale, 'time', to);
  return (
    <Row as="li" gap="xs" className={classes.wait}>
      <Text size="sm" tone="dimmed">
        <Trans>
          Nothing you need can be caught here: wait {minutes} min (until {until}).
        </Trans>
      </Text>
    </Row>
  );
}
