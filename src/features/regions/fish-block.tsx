import { useLingui } from '@lingui/react/macro';
import { IconCheck, IconInfoSmall } from '@tabler/icons-react';
import { lazy, memo, Suspense, useRef, useState } from 'react';
import { FishTooltip } from '@/components/fish-tooltip';
import { ItemIcon } from '@/components/item-icon';
import { QuietBoundary } from '@/components/quiet-boundary';
import { SalvageIcon } from '@/components/salvage-icon';
import { SpriteIcon } from '@/components/sprite-icon';
import { useTooltipEvents } from '@/components/open-tooltip';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { useGameWords } from '@/data/game-words/game-words-store';
import { useMarking } from '@/features/progress/marking';
import classes from './fish-grid.module.css';
import { TimeIcon } from './time-icon';

const TOOLTIP_DELAY_MS = 300;

const loadPopover = () => import('./fish-details-popover');
const LazyFishDetailsPopover = lazy(loadPopover);
/** Its failure shows only when the popover opens: the button then opens nothing. */
const preloadPopover = () => void loadPopover().catch(() => undefined);

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
      <FishDetailsPopover itemId={itemId} fish={fish} name={name} />
    </>
  );
});

/**
 * The details button and its popover. The popover is mounted on first use, and its dropdown
 * rendered only while open: a closed Mantine popover still runs floating-ui's hooks, and a closed
 * dropdown renders a portal that mounts itself in an effect; with 20-odd fish they made the
 * hydration commit and a long task after it. The dropdown unmounts on close, so this hands focus
 * back to the button itself (as Mantine's `returnFocus` would) when focus was inside it.
 */
function FishDetailsPopover({
  itemId,
  fish,
  name,
}: {
  itemId: number;
  fish: ItemExtension;
  name: string;
}) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  const change = (open: boolean) => {
    if (!open && dropdown.current?.contains(document.activeElement)) target.current?.focus();
    setOpened(open);
  };
  const button = (
    <button
      ref={target}
      type="button"
      className={classes.info}
      aria-label={t`Details of ${name}`}
      // As Popover.Target sets them, so they are there before the popover is mounted too.
      aria-haspopup="dialog"
      aria-expanded={opened}
      // The popover's code starts loading when the player comes near the button.
      onPointerEnter={preloadPopover}
      onFocus={preloadPopover}
      // A controlled popover leaves the toggling to its target.
      onClick={() => {
        setUsed(true);
        change(!opened);
      }}
    >
      <SpriteIcon icon={IconInfoSmall} size={20} />
    </button>
  );
  if (!used) return button;
  // Offline before the popover's chunk was cached, the button stays and opens nothing.
  return (
    <QuietBoundary fallback={button}>
      <Suspense fallback={button}>
        <LazyFishDetailsPopover
          opened={opened}
          onChange={change}
          button={button}
          dropdownRef={dropdown}
          label={t`Details of ${name}`}
          itemId={itemId}
          fish={fish}
        />
      </Suspense>
    </QuietBoundary>
  );
}
