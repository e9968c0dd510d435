import { useLingui } from '@lingui/react/macro';
import { IconInfoSmall } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { QuietBoundary } from '@/components/quiet-boundary';
import { SpriteIcon } from '@/components/sprite-icon';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import classes from './fish-details-button.module.css';

const loadPopover = () => import('./fish-details-popover');
const LazyFishDetailsPopover = lazy(loadPopover);
/** Its failure shows only when the popover opens: the button then opens nothing. */
const preloadPopover = () => void loadPopover().catch(() => undefined);

/**
 * A fish's details button and its popover: the region grid's fish and a collection's fish cards
 * (World Class Fisher's among them) open the same details. The popover is mounted on first use,
 * and its dropdown rendered only while open: a closed Mantine popover still runs floating-ui's
 * hooks, and a closed dropdown renders a portal that mounts itself in an effect; with 20-odd fish
 * they made the hydration commit and a long task after it. The dropdown unmounts on close, so this
 * hands focus back to the button itself (as Mantine's `returnFocus` would) when focus was inside
 * it. `className` places the button (the grid puts it on the block's corner).
 */
export function FishDetailsButton({
  itemId,
  fish,
  name,
  className,
}: {
  itemId: number;
  fish: ItemExtension;
  name: string;
  className?: string;
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
      className={className ? `${classes.button} ${className}` : classes.button}
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
