import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo, type CSSProperties } from 'react';
import { FISH_BLOCK } from '@/config/constants';
import type { ItemExtension, ItemExtensions, RegionFish } from '@/lib/catalog/asset-schemas';
import { FishBlock } from './fish-block';
import classes from './fish-grid.module.css';

export interface FishGridProps {
  label: string;
  fish: readonly RegionFish[];
  extensions: ItemExtensions;
  visible: ReadonlySet<number>;
  /**
   * Before the code knows the time: the phases in which the auto filter hides a shown fish
   * (`day`, `night`), for CSS to hide it in the phase the page paints in (time-variants.css).
   */
  hideAt?: ReadonlyMap<number, string>;
  acquired: ReadonlySet<number>;
  onToggle: (itemId: number) => void;
}

const gridStyle = {
  '--fish-block-size': `${FISH_BLOCK.sizePx}px`,
  '--fish-block-border': `${FISH_BLOCK.borderPx}px`,
  maxWidth: FISH_BLOCK.sizePx * FISH_BLOCK.columns + 6 * (FISH_BLOCK.columns - 1),
} as CSSProperties;

/** The region's fish laid out like the in-game collection (7 columns, by achievement bit). */
export const FishGrid = memo(function FishGrid({
  label,
  fish,
  extensions,
  visible,
  hideAt,
  acquired,
  onToggle,
}: FishGridProps) {
  return (
    <div className={classes.wrap}>
      <div role="group" aria-label={label} className={classes.grid} style={gridStyle}>
        {fish.map((entry) => (
          <FishCell
            key={entry.itemId}
            entry={entry}
            details={extensions[String(entry.itemId)]}
            hidden={!visible.has(entry.itemId)}
            hideAt={hideAt?.get(entry.itemId)}
            acquired={acquired.has(entry.itemId)}
            onToggle={onToggle}
          />
        ))}
      </div>
    </div>
  );
});

interface FishCellProps {
  entry: RegionFish;
  details: ItemExtension | undefined;
  hidden: boolean;
  hideAt: string | undefined;
  acquired: boolean;
  onToggle: (itemId: number) => void;
}

/** One grid cell; a filter click re-renders only the cells it shows or hides. */
const FishCell = memo(function FishCell({
  entry,
  details,
  hidden,
  hideAt,
  acquired,
  onToggle,
}: FishCellProps) {
  const { i18n } = useLingui();
  const fish = useMemo(
    () => details ?? unknownFish(entry.itemId, i18n),
    [details, entry.itemId, i18n],
  );
  const style = useMemo(
    () =>
      ({
        // Placed by its achievement bit: column = bit mod 7, row = bit div 7.
        gridColumn: entry.coordinateX + 1,
        gridRow: entry.coordinateY + 1,
      }) as CSSProperties,
    [entry.coordinateX, entry.coordinateY],
  );
  return (
    <div
      className={classes.cell}
      style={style}
      // Its colour for the border (the theme's stylesheet).
      data-rarity={fish.rarity}
      hidden={hidden}
      data-hide-at={hideAt}
      data-bit={entry.bitIndex}
      data-item-id={entry.itemId}
    >
      <FishBlock itemId={entry.itemId} fish={fish} acquired={acquired} onToggle={onToggle} />
    </div>
  );
});

/** Stand-in when the catalog has no details for a fish (a data error): it still shows and toggles. */
function unknownFish(itemId: number, i18n: I18n): ItemExtension {
  return {
    name: i18n._(msg`Item ${itemId}`),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a rarity key
    rarity: 'Basic',
    hint: i18n._(msg`The catalog has no details for this item.`),
    timeOfDay: 'ANY',
    higherChanceTime: null,
    bait: 'ANY',
    fishingHole: ['ANY'],
    higherChanceHoles: [],
    fishingPower: 0,
    salvage: 'DEFAULT',
    achievements: [],
  };
}
