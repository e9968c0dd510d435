import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ItemIcon } from '@/components/item-icon';
import { SpriteIcon } from '@/components/sprite-icon';
import { fishTimeLabel } from '@/lib/catalog/fish-descriptions';
import { useLocale } from '@/lib/i18n/use-locale';
import { useGameWords } from '@/data/game-words/game-words-store';
import { HolePowerNote } from '@/features/fishing-power/hole-power-note';
import { useMarking } from '@/features/progress/marking';
import type { PlanFish } from '@/lib/planner/plan';
import classes from './planner.module.css';
import { Text } from '@/components/text';
import { Chip } from '@/components/chip';
import { Row } from '@/components/row';

/**
 * Fish of a group as compact chips: icon, name, time; a region's fish has a button to mark it
 * caught, left out while marking is paused (a key's progress shows, and the page says so).
 */
export function PlanFishList({ fish }: { fish: readonly PlanFish[] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const words = useGameWords();
  const { canMark, toggle } = useMarking();
  return (
    <Row as="ul" gap={6} align="stretch" className={classes.chips}>
      {fish.map(({ itemId, details, collection }) => {
        const fishName = details.name;
        return (
          <Chip key={`${collection.key}-${itemId}`}>
            <ItemIcon itemId={itemId} name={details.name} rarity={details.rarity} size={20} />
            <Text as="span" size="sm" weight={600}>
              {details.name}
            </Text>
            <Text as="span" size="xs" tone="dimmed">
              {fishTimeLabel(details, i18n, locale, words)}
            </Text>
            <HolePowerNote needs={details.fishingPower} />
            {canMark && collection.kind === 'region' && (
              <ActionIcon
                size="sm"
                variant="subtle"
                onClick={() =>
                  toggle(
                    collection.key,
                    itemId,
                    collection.fish.map((f) => f.itemId),
                  )
                }
                aria-label={t`Mark ${fishName} caught`}
              >
                <SpriteIcon icon={IconCheck} size={14} />
              </ActionIcon>
            )}
          </Chip>
        );
      })}
    </Row>
  );
}
