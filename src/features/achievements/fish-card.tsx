import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FromGameFishNote } from '@/components/from-game-note';
import { ItemIcon } from '@/components/item-icon';
import { SalvageMark } from '@/components/fish-tooltip';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { useFishWords } from '@/hooks/use-fish-words';
import { FishDetailsButton } from '@/features/regions/fish-details-button';
import classes from './fish-card.module.css';
import { Badge } from '@/components/badge';
import { cardClasses } from '@/components/card';

export interface FishCardProps {
  itemId: number;
  /** The catalog's record of the fish; a card that is not a link opens all of it as its details. */
  details: ItemExtension;
  /** Where the fish is caught (region names or a collection's name). */
  place?: string;
  /** Link target (the region page); without it the card is not a link. */
  to?: string;
  caught?: boolean;
  /** Shown beside the name instead of the "Caught" badge (the caught / missing toggle). */
  status?: ReactNode;
}

/**
 * A fish with its icon, name, place, time of day, bait and fishing holes. A card that is not a
 * link carries the grid's salvage mark and tooltip (spec §9) and the region grid's details button
 * (issue 60: World Class Fisher's fish too); a link card cannot hold a button.
 */
export function FishCard({ itemId, details, place, to, caught = false, status }: FishCardProps) {
  const { t } = useLingui();
  // The salvage line the region's fish details have, written out (a link card has no mark).
  const { name, time, bait, holes, salvage: explanation } = useFishWords(itemId, details);
  const body = (
    <div className={classes.row}>
      <ItemIcon itemId={itemId} name={name} rarity={details.rarity} size={48} />
      <div className={classes.body}>
        <div className={classes.heading}>
          <p className={classes.name}>{name}</p>
          {!to && <SalvageMark fish={details} name={name} />}
          {!to && <FishDetailsButton itemId={itemId} fish={details} name={name} />}
          {status ??
            (caught && (
              <Badge size="sm" className={classes.caught}>
                <Trans>Caught</Trans>
              </Badge>
            ))}
        </div>
        {place && <p className={classes.line}>{place}</p>}
        <p className={`${classes.line} ${classes.dimmed}`}>
          <Trans>
            Time: {time} · Bait: {bait} · Holes: {holes}
          </Trans>
        </p>
        {explanation && (
          <p className={`${classes.line} ${classes.dimmed}`}>{t`Salvage: ${explanation}`}</p>
        )}
        <FromGameFishNote fromGame={details.fromGame} />
      </div>
    </div>
  );
  const card = `${cardClasses({ padding: 'sm', filled: true })} ${classes.card}`;
  return to ? (
    <Link to={to} className={`${card} mantine-focus-auto`} data-item-card>
      {body}
    </Link>
  ) : (
    <div className={card} data-item-card>
      {body}
    </div>
  );
}
