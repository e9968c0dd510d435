import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ItemIcon } from '@/components';
import { fishTimeLabel } from '@/lib/catalog/fish-descriptions';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { PlanFish } from '@/lib/planner';
import classes from './planner.module.css';

/** Fish of a group as compact chips: icon, name, time; with manual marks, a button to mark each. */
export function PlanFishList({
  fish,
  onMark,
}: {
  fish: readonly PlanFish[];
  /** Marks a fish caught (region fish); absent while progress comes from an API key. */
  onMark?: (fish: PlanFish) => void;
}) {
  const { t, i18n } = useLingui();
  const words = useGameWords();
  return (
    <ul className={classes.chips}>
      {fish.map((entry) => {
        const { itemId, details, collection } = entry;
        const fishName = details.name;
        return (
          <li key={`${collection.key}-${itemId}`} className={classes.chip}>
            <Group gap={6} wrap="nowrap">
              <ItemIcon itemId={itemId} name={details.name} rarity={details.rarity} size={20} />
              <Text size="sm" fw={600}>
                {details.name}
              </Text>
              <Text size="xs" c="dimmed">
                {fishTimeLabel(details, i18n, words)}
              </Text>
              {onMark && collection.kind === 'region' && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  onClick={() => onMark(entry)}
                  aria-label={t`Mark ${fishName} caught`}
                >
                  <IconCheck size={14} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </li>
        );
      })}
    </ul>
  );
}
