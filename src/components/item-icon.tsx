import { useState, type CSSProperties } from 'react';
import type { Rarity } from '@/data/catalog-enums';
import { useItem } from '@/lib/gw2-api';
import classes from './item-icon.module.css';
import { RARITY_COLORS, RARITY_TEXT_COLORS } from './rarity-colors';

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
 */
export function ItemIcon({ itemId, name, rarity, size = 40 }: ItemIconProps) {
  const { data: item } = useItem(itemId);
  const [failedSrc, setFailedSrc] = useState<string>();
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const src = item?.icon && item.icon !== failedSrc ? item.icon : undefined;
  const loaded = src !== undefined && src === loadedSrc;

  const style = {
    width: size,
    height: size,
    fontSize: Math.round(size * 0.5),
    '--item-rarity-color': RARITY_COLORS[rarity],
    '--item-initial-color': RARITY_TEXT_COLORS[rarity],
  } as CSSProperties;

  return (
    <span className={classes.root} style={style} data-rarity={rarity}>
      {!loaded && (
        <span
          className={classes.placeholder}
          data-initial={initialOf(name)}
          {...(src ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        />
      )}
      {src && (
        <img
          key={src}
          className={classes.image}
          src={src}
          alt={name}
          width={size}
          height={size}
          loading="lazy"
          data-loaded={loaded || undefined}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
