import { useContext, useState, type CSSProperties } from 'react';
import type { Rarity } from '@/lib/catalog/catalog-enums';
import { useItem } from '@/lib/gw2-api/get-item';
import classes from './item-icon.module.css';
import { ItemIconsPaused } from './item-icons-paused';

/** The usual edge length in pixels, the stylesheet's default. */
const DEFAULT_SIZE = 40;

/** Set on the image once it has loaded (see the stylesheet). */
const LOADED = 'data-loaded';

export interface ItemIconProps {
  itemId: number;
  /** Bundled item name: the image's alt text and the placeholder's initial. */
  name: string;
  rarity: Rarity;
  /** Edge length in pixels. */
  size?: number;
}

/**
 * An item's icon from the GW2 API. While the icon loads, when offline or when the image fails, a
 * rarity-coloured square with the item's initial stands in, so there is never a broken image.
 * A loaded image is marked on the element itself, not in state: a search's new cards load their
 * icons one by one, and a render for each held typing back (docs/search.md "What a
 * keystroke costs"). Under {@link ItemIconsPaused}, an icon not started yet waits.
 */
export function ItemIcon({ itemId, name, rarity, size = DEFAULT_SIZE }: ItemIconProps) {
  const paused = useContext(ItemIconsPaused);
  const [started, setStarted] = useState(!paused);
  if (!paused && !started) setStarted(true);
  const { data: item } = useItem(itemId, started);
  const [failedSrc, setFailedSrc] = useState<string>();
  const src = started && item?.icon && item.icon !== failedSrc ? item.icon : undefined;

  // The rarity's colours come from its `data-rarity` (the theme's stylesheet); only a size other
  // than the usual one needs a `style` attribute.
  const style =
    size === DEFAULT_SIZE ? undefined : ({ '--item-size': `${size}px` } as CSSProperties);

  return (
    <span className={classes.root} style={style} data-rarity={rarity}>
      <span
        className={classes.placeholder}
        data-initial={initialOf(name)}
        {...(src ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      />
      {src && (
        <img
          key={src}
          className={classes.image}
          src={src}
          alt={name}
          width={size}
          height={size}
          loading="lazy"
          onLoad={(event) => event.currentTarget.setAttribute(LOADED, '')}
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
