import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Column } from '@/components/column';
import { Text } from '@/components/text';
import {
  useFishingEquipment,
  type EquippedCharacter,
} from '@/features/account/use-fishing-equipment';
import { retryDelayMs, shouldRetry } from '@/lib/api-keys/api-errors';
import { sourcesFromGear } from '@/lib/fishing-power/gear-sources';
import { fetchGearItems } from '@/lib/gw2-api/characters';
import { useFishingPowerStore } from './fishing-power-store';

/**
 * The English names of `ids`: the lures are known by a word of them (`sourcesFromGear`). The
 * settings' equipment list asks the same query in English, so the answer is shared there.
 */
function useEnglishNames(ids: readonly number[]) {
  const query = useQuery({
    queryKey: ['gw2', 'gear-items', 'en', ids] as const,
    queryFn: ({ signal }) => fetchGearItems(ids, 'en', signal),
    enabled: ids.length > 0,
    staleTime: Infinity,
    retry: shouldRetry,
    retryDelay: retryDelayMs,
  });
  return {
    names: new Map(query.data?.map((item) => [item.id, item.name])),
    loading: query.isPending && ids.length > 0,
  };
}

/** What a press ticked: the character, and its items whose power the list does not know. */
interface Ticked {
  character: string;
  unknown: string[];
}

/**
 * "Tick Aria's rod, lure and bait": with a key that may read the characters, the equipped rod,
 * lure and bait tick what they are (docs/session.md "Fishing power from its sources"). A press,
 * not an automatic tick: an account has many characters, and the list is the player's.
 */
export function EquipmentSources() {
  const { t } = useLingui();
  const equipment = useFishingEquipment();
  const tickSources = useFishingPowerStore((state) => state.tickSources);
  const [picked, setPicked] = useState<string>();
  const [ticked, setTicked] = useState<Ticked>();
  const characters: EquippedCharacter[] =
    equipment.phase === 'shown'
      ? equipment.characters.filter((character) => character.items.length > 0)
      : [];
  const ids = [...new Set(characters.flatMap(({ items }) => items.map((item) => item.itemId)))];
  const { names: english, loading } = useEnglishNames(ids.sort((a, b) => a - b));
  const character = characters.find(({ name }) => name === picked) ?? characters[0];
  if (!character) return null;
  const name = character.name;
  const tick = () => {
    const gear = character.items.map((item) => ({
      ...item,
      englishName: english.get(item.itemId),
    }));
    const { sources, unknown } = sourcesFromGear(gear);
    tickSources(sources);
    setTicked({
      character: name,
      unknown: unknown.map((piece) => {
        const item = gear.find(({ slot }) => slot === piece.slot);
        const id = item?.itemId;
        return item?.name ?? t`Item ${id}`;
      }),
    });
  };
  const unknownItems = ticked?.unknown.join(', ');
  const who = ticked?.character;
  return (
    <Column gap={4} align="start">
      {characters.length > 1 && (
        <NativeSelect
          label={t`Character`}
          data={characters.map(({ name: value }) => value)}
          value={name}
          onChange={(event) => setPicked(event.currentTarget.value)}
          maw={480}
        />
      )}
      <Button variant="light" size="xs" onClick={tick} loading={loading}>
        <Trans>Tick {name}’s rod, lure and bait</Trans>
      </Button>
      {ticked && (
        <Text size="sm" role="status">
          {ticked.unknown.length === 0 ? (
            <Trans>Ticked what {who} has equipped.</Trans>
          ) : (
            <Trans>
              Ticked what {who} has equipped, except {unknownItems}: its fishing power is not known.
            </Trans>
          )}
        </Text>
      )}
    </Column>
  );
}
