import type { CSSProperties } from 'react';
import { RARITY_COLORS } from '@/components/rarity-colors';
import { FISH_BLOCK } from '@/config/constants';
import type { ItemExtension, ItemExtensions, RegionFish } from '@/data/asset-schemas';
import { FishBlock } from './fish-block';
import classes from './fish-grid.module.css';

export interface FishGridProps {
  label: string;
  fish: readonly RegionFish[];
  extensions: ItemExtensions;
  visible: ReadonlySet<number>;
  acquired: ReadonlySet<number>;
  onToggle: (itemId: number) => void;
}

const gridStyle = {
  '--fish-block-size': `${FISH_BLOCK.sizePx}px`,
  '--fish-block-border': `${FISH_BLOCK.borderPx}px`,
  maxWidth: FISH_BLOCK.sizePx * FISH_BLOCK.columns + 6 * (FISH_BLOCK.columns - 1),
} as CSSProperties;

/** The region's fish laid out like the in-game collection (7 columns, by achievement bit). */
export function FishGrid({ label, fish, extensions, visible, acquired, onToggle }: FishGridProps) {
  return (
    <div className={classes.wrap}>
      <div role="group" aria-label={label} className={classes.grid} style={gridStyle}>
        {fish.map((entry) => {
          const details = extensions[String(entry.itemId)] ?? unknownFish(entry.itemId);
          return (
            // Placed by its achievement bit: column = bit mod 7, row = bit div 7.
            <div
              key={entry.itemId}
              className={classes.cell}
              style={{
                gridColumn: entry.coordinateX + 1,
                gridRow: entry.coordinateY + 1,
                ['--fish-rarity' as string]: RARITY_COLORS[details.rarity],
              }}
              hidden={!visible.has(entry.itemId)}
              data-bit={entry.bitIndex}
              data-item-id={entry.itemId}
            >
              <FishBlock
                itemId={entry.itemId}
                fish={details}
                acquired={acquired.has(entry.itemId)}
                onToggle={onToggle}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Stand-in when the catalog has no details for a fish (a data error): it still shows and toggles. */
function unknownFish(itemId: number): ItemExtension {
  return {
    name: `Item ${itemId}`,
    rarity: 'Basic',
    hint: 'The catalog has no details for this item.',
    timeOfDay: 'ANY',
    bait: 'ANY',
    fishingHole: ['ANY'],
    fishingPower: null,
    salvage: 'DEFAULT',
    achievements: [],
  };
}
