import { SimpleGrid, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import type { Need, PlanFish } from '@/lib/planner';
import { shoppingList } from '@/lib/planner';

function NeedTable({ caption, needs }: { caption: string; needs: readonly Need<string>[] }) {
  return (
    <div>
      <Title order={4} mb={4}>
        {caption}
      </Title>
      {needs.length === 0 ? (
        <Text size="sm" c="dimmed">
          None needed.
        </Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{caption === 'Baits' ? 'Bait' : 'Hole'}</Table.Th>
              <Table.Th scope="col">Fish</Table.Th>
              <Table.Th scope="col">Which</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {needs.map((need) => (
              <Table.Tr key={need.value}>
                <Table.Th scope="row">{need.label}</Table.Th>
                <Table.Td>{need.fish.length}</Table.Td>
                <Table.Td>{need.fish.map((fish) => fish.details.name).join(', ')}</Table.Td>
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
  const list = shoppingList(fish);
  return (
    <>
      <Text size="sm" mb="xs">
        {list.anyBait} fish take any bait and {list.anyHole} bite in any hole.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NeedTable caption="Baits" needs={list.baits} />
        <NeedTable caption="Holes" needs={list.holes} />
      </SimpleGrid>
    </>
  );
}
