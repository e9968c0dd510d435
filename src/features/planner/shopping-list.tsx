import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { Need, PlanFish } from '@/lib/planner';
import { shoppingList } from '@/lib/planner';
import { FishNames } from './fish-names';

function NeedTable({ kind, needs }: { kind: 'bait' | 'hole'; needs: readonly Need<string>[] }) {
  const { t } = useLingui();
  return (
    <div>
      <Title order={4} mb={4}>
        {kind === 'bait' ? t`Baits` : t`Holes`}
      </Title>
      {needs.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>None needed.</Trans>
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{kind === 'bait' ? t`Bait` : t`Hole`}</Table.Th>
              <Table.Th scope="col">
                <Trans>Fish</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Which</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {needs.map((need) => (
              <Table.Tr key={need.value}>
                <Table.Th scope="row">{need.label}</Table.Th>
                <Table.Td>{need.fish.length}</Table.Td>
                <Table.Td>
                  <FishNames fish={need.fish} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

/** Which baits and holes the scope's uncaught fish need, and how many fish each serves. */
export function ShoppingList({ fish }: { fish: readonly PlanFish[] }) {
  const list = shoppingList(fish, useGameWords());
  const { anyBait, anyHole } = list;
  return (
    <>
      <Text size="sm" mb="xs">
        <Trans>
          {anyBait} fish take any bait and {anyHole} bite in any hole.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NeedTable kind="bait" needs={list.baits} />
        <NeedTable kind="hole" needs={list.holes} />
      </SimpleGrid>
    </>
  );
}
