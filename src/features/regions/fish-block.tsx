import { useLingui } from '@lingui/react/macro';
import { IconCheck } from '@tabler/icons-react';
import { memo, useRef } from 'react';
import { FishTooltip } from '@/components/fish-tooltip';
import { ItemIcon } from '@/components/item-icon';
import { SalvageIcon } from '@/components/salvage-icon';
import { SpriteIcon } from '@/components/sprite-icon';
import { useTooltipEvents } from '@/components/open-tooltip';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { useGameWords } from '@/data/game-words/game-words-store';
import { useMarking } from '@/features/progress/marking';
import classes from './fish-grid.module.css';
import { FishDetailsButton } from './fish-details-button';
import { TimeIcon } from './time-icon';

const TOOLTIP_DELAY_MS = 300;

export interface FishBlockProps {
  itemId: number;
  fish: ItemExtension;
  acquired: boolean;
  onToggle: (itemId: number) => void;
}

/**
 * One fish of the grid: a toggle button (pressed = caught; while marking is paused it says why
 * and the marks store refuses the press) with a tooltip on hover and focus, and a details button.
 * Memoised and unaware of filters: the grid hides its cell, so a filter click re-renders no block
 * at all.
 */
export const FishBlock = memo(function FishBlock({
  itemId,
  fish,
  acquired,
  onToggle,
}: FishBlockProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const tip = useTooltipEvents<HTMLButtonElement>(true, TOOLTIP_DELAY_MS);
  const { t } = useLingui();
  const name = useGameWords().itemName(itemId, fish.name);
  const { toggleAria } = useMarking();
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={classes.block}
        aria-pressed={acquired}
        {...toggleAria}
        aria-label={acquired ? t`${name}, caught` : t`${name}, not caught`}
        onClick={() => onToggle(itemId)}
        {...tip.events}
      >
        <span className={classes.icon}>
          <ItemIcon itemId={itemId} name={name} rarity={fish.rarity} size={36} />
        </span>
        <span className={classes.name} data-part="name" aria-hidden>
          {name}
        </span>
        <span className={classes.time} data-part="time">
          <TimeIcon time={fish.timeOfDay} size={12} />
        </span>
        <span className={classes.salvage} data-part="salvage">
          <SalvageIcon salvage={fish.salvage} size={12} />
        </span>
        {acquired && (
          <span className={classes.check} data-part="check">
            <SpriteIcon icon={IconCheck} size={12} />
          </span>
        )}
      </button>
      <FishTooltip target={ref} opened={tip.opened} fish={fish} name={name} />
      <FishDetailsButton itemId={itemId} fish={fish} name={name} className={classes.info} />
    </>
  );
});
