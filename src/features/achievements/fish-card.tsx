import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FromGameFishNote, ItemIcon, SalvageMark } from '@/components';
import type { ItemExtension } from '@/data/asset-schemas';
import { BAIT_LABELS } from '@/data/catalog-enums';
import { fishHolesLabel, fishTimeLabel } from '@/data/fish-descriptions';

export interface FishCardProps {
  itemId: number;
  details: Pick<
    ItemExtension,
    | 'name'
    | 'rarity'
    | 'timeOfDay'
    | 'higherChanceTime'
    | 'bait'
    | 'fishingHole'
    | 'higherChanceHoles'
    | 'salvage'
    | 'fromGame'
  >;
  /** Where the fish is caught (region names or a collection's name). */
  place?: string;
  /** Link target (the region page); without it the card is not a link. */
  to?: string;
  caught?: boolean;
  /** Shown beside the name instead of the "Caught" badge (the caught / missing toggle). */
  status?: ReactNode;
}

/**
 * A fish with its icon, name, place, time of day, bait and fishing holes. A card that is not a
 * link carries the grid's salvage mark and tooltip (spec §9); a link card cannot hold a button.
 */
export function FishCard({ itemId, details, place, to, caught = false, status }: FishCardProps) {
  const body = (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ItemIcon itemId={itemId} name={details.name} rarity={details.rarity} size={48} />
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Text fw={700}>{details.name}</Text>
          {!to && <SalvageMark fish={details} />}
          {status ??
            (caught && (
              <Badge color="teal" size="sm" tt="none">
                Caught
              </Badge>
            ))}
        </Group>
        {place && <Text size="sm">{place}</Text>}
        <Text size="sm" c="dimmed">
          Time: {fishTimeLabel(details)} · Bait: {BAIT_LABELS[details.bait]} · Holes:{' '}
          {fishHolesLabel(details)}
        </Text>
        <FromGameFishNote fromGame={details.fromGame} />
      </Stack>
    </Group>
  );
  return to ? (
    <Card component={Link} to={to} withBorder radius="md" padding="sm">
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="sm">
      {body}
    </Card>
  );
}
