import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ItemIcon } from '@/components/item-icon';
import { OnlyMissingSwitch } from '@/components/only-missing-switch';
import type { OtherAchievement } from '@/lib/catalog/asset-schemas';
import { useGameWords } from '@/data/game-words/game-words-store';
import { RARITIES, type Rarity } from '@/lib/catalog/catalog-enums';
import { MarkingPausedNote, useMarking } from '@/features/progress/marking';
import { useProgress } from '@/features/progress/use-progress';
import { useItem } from '@/lib/gw2-api/get-item';
import classes from './achievement-items.module.css';
import { CaughtToggle } from './caught-toggle';
import { FishCard } from './fish-card';
import { useOnlyMissing } from './use-only-missing';
import { Row } from '@/components/row';
import { Text } from '@/components/text';
import { Grid } from '@/components/grid';
import { Card } from '@/components/card';

type BundledItem = OtherAchievement['otherItems'][string];

const asRarity = (value: string | undefined): Rarity =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a rarity key (worded by rarityWord)
  RARITIES.find((rarity) => rarity === value) ?? 'Basic';

/**
 * A collection item that is not a fish (trash, treasure): its bundled name and rarity, so the page
 * reads right offline; the API is asked only for an item the catalog does not bundle.
 */
function CollectionItemCard({
  itemId,
  bundled,
  status,
}: {
  itemId: number;
  bundled?: BundledItem;
  status: (name: string) => ReactNode;
}) {
  const { data: item, isPending } = useItem(itemId, !bundled);
  const english = bundled?.name ?? item?.name;
  const words = useGameWords();
  const { t } = useLingui();
  const name = english
    ? words.itemName(itemId, english)
    : isPending
      ? t`Loading…`
      : t`Item ${itemId}`;
  return (
    <Card padding="sm" filled className={classes.card} data-item-card>
      <Row gap="sm" nowrap>
        <ItemIcon
          itemId={itemId}
          name={name}
          rarity={bundled?.rarity ?? asRarity(item?.rarity)}
          size={48}
        />
        <Row gap="xs" className={classes.words}>
          <Text weight={700}>{name}</Text>
          {status(name)}
        </Row>
      </Row>
    </Card>
  );
}

/**
 * The achievement's collection in bit order: fish cards, or items for non-fish, each caught or
 * missing from the active progress source. Without a key they are marked by hand like a region's
 * fish: marking the last one resets the collection and counts a completion (spec §4 Item status).
 */
export function AchievementItems({ achievement }: { achievement: OtherAchievement }) {
  const caught = useProgress().caughtIn(achievement);
  const { toggle } = useMarking();
  const [onlyMissing, setOnlyMissing] = useOnlyMissing();
  const words = useGameWords();
  const bits = [...achievement.bits].sort((a, b) => a.index - b.index);
  const itemIds = bits.map((bit) => bit.id);
  const shown = onlyMissing ? bits.filter((bit) => !caught.has(bit.id)) : bits;
  const status = (itemId: number) => (name: string) => (
    <CaughtToggle
      name={name}
      caught={caught.has(itemId)}
      onToggle={() => toggle(achievement.key, itemId, itemIds)}
    />
  );
  return (
    <>
      <OnlyMissingSwitch checked={onlyMissing} onChange={setOnlyMissing} />
      <MarkingPausedNote />
      {shown.length === 0 && (
        <Text>
          <Trans>Nothing missing: every item of this collection is caught.</Trans>
        </Text>
      )}
      <Grid twoFrom="sm" threeFromLg gap="sm">
        {shown.map((bit) => {
          const details = achievement.items[String(bit.id)];
          return details ? (
            <FishCard
              key={bit.id}
              itemId={bit.id}
              details={details}
              place={details.hint && words.placeLine(details.hint)}
              status={status(bit.id)(words.itemName(bit.id, details.name))}
            />
          ) : (
            <CollectionItemCard
              key={bit.id}
              itemId={bit.id}
              bundled={achievement.otherItems[String(bit.id)]}
              status={status(bit.id)}
            />
          );
        })}
      </Grid>
    </>
  );
}
