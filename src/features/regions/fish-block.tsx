import { ActionIcon, Popover, Tooltip } from '@mantine/core';
import { IconCheck, IconInfoSmall } from '@tabler/icons-react';
import { memo } from 'react';
import { ItemIcon } from '@/components';
import type { ItemExtension } from '@/data/asset-schemas';
import { FishDetails } from './fish-details';
import { SalvageIcon, TimeIcon } from './fish-icons';
import classes from './fish-grid.module.css';
import { fishTimeExplanation } from '@/data/fish-descriptions';
import { SALVAGE_EXPLANATIONS } from './fish-texts';

export interface FishBlockProps {
  itemId: number;
  fish: ItemExtension;
  acquired: boolean;
  onToggle: (itemId: number) => void;
  /** While marking is paused (a key's progress shows): the note saying why; clicks do nothing. */
  pausedNoteId?: string;
}

/**
 * One fish of the grid: a toggle button (pressed = caught) with a tooltip on hover and focus, and
 * a details button. Memoised and unaware of filters: the grid hides its cell, so a filter click
 * re-renders no block at all.
 */
export const FishBlock = memo(function FishBlock({
  itemId,
  fish,
  acquired,
  onToggle,
  pausedNoteId,
}: FishBlockProps) {
  const salvage = SALVAGE_EXPLANATIONS[fish.salvage];
  const tooltip = [fish.name, fishTimeExplanation(fish), salvage].filter(Boolean).join(' · ');
  return (
    <>
      <Tooltip
        label={tooltip}
        multiline
        w={220}
        openDelay={300}
        events={{ hover: true, focus: true, touch: false }}
      >
        <button
          type="button"
          className={classes.block}
          aria-pressed={acquired}
          aria-disabled={pausedNoteId ? true : undefined}
          aria-describedby={pausedNoteId}
          aria-label={`${fish.name}, ${acquired ? 'caught' : 'not caught'}`}
          onClick={() => {
            if (!pausedNoteId) onToggle(itemId);
          }}
        >
          <span className={classes.icon}>
            <ItemIcon itemId={itemId} name={fish.name} rarity={fish.rarity} size={36} />
          </span>
          <span className={classes.name} data-part="name" aria-hidden>
            {fish.name}
          </span>
          <span className={classes.time} data-part="time">
            <TimeIcon time={fish.timeOfDay} size={12} />
          </span>
          <span className={classes.salvage} data-part="salvage">
            <SalvageIcon salvage={fish.salvage} size={12} />
          </span>
          {acquired && (
            <span className={classes.check} data-part="check">
              <IconCheck size={12} aria-hidden />
            </span>
          )}
        </button>
      </Tooltip>
      <Popover width={300} position="bottom" withArrow shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon
            className={classes.info}
            size={24}
            radius="xl"
            variant="filled"
            color="dark.4"
            aria-label={`Details of ${fish.name}`}
          >
            <IconInfoSmall size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={`Details of ${fish.name}`}>
          <FishDetails itemId={itemId} fish={fish} />
        </Popover.Dropdown>
      </Popover>
    </>
  );
});
