import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { ItemIcon } from '@/components';
import type { OtherAchievement } from '@/data/asset-schemas';
import { RARITIES, type Rarity } from '@/data/catalog-enums';
import { useProgress } from '@/features/progress';
import { useItem } from '@/lib/gw2-api';
import { FishCard } from './fish-card';

type BundledItem = OtherAchievement['otherItems'][string];

const asRarity = (value: string | undefined): Rarity =>
  RARITIES.find((rarity) => rarity === value) ?? 'Basic';

/**
 * A collection item that is not a fish (trash, treasure): its bundled name and rarity, so the page
 * reads right offline; the API is asked only for an item the catalog does not bundle.
 */
function CollectionItemCard({ itemId, bundled }: { itemId: number; bundled?: BundledItem }) {
  const { data: item, isPending } = useItem(itemId, !bundled);
  const name = bundled?.name ?? item?.name ?? (isPending ? 'Loading…' : `Item ${itemId}`);
  return (
    <Card withBorder radius="md" padding="sm">
      <Group wrap="nowrap" gap="sm">
        <ItemIcon
          itemId={itemId}
          name={name}
          rarity={bundled?.rarity ?? asRarity(item?.rarity)}
          size={48}
        />
        <Text fw={700}>{name}</Text>
      </Group>
    </Card>
  );
}

/** The achievement's collection in bit order: fish cards, or API items for non-fish. */
export function AchievementItems({ achievement }: { achievement: OtherAchievement }) {
  const { acquired } = useProgress();
  const bits = [...achievement.bits].sort((a, b) => a.index - b.index);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {bits.map((bit) => {
        const details = achievement.items[String(bit.id)];
        return details ? (
          <FishCard
            key={bit.id}
            itemId={bit.id}
            details={details}
            place={details.hint}
            caught={acquired.has(bit.id)}
          />
        ) : (
          <CollectionItemCard
            key={bit.id}
            itemId={bit.id}
            bundled={achievement.otherItems[String(bit.id)]}
          />
        );
      })}
    </SimpleGrid>
  );
}
