import { Trans } from '@lingui/react/macro';
import { regionNeed } from '@/lib/session/region-access';
import classes from './region-card.module.css';
import { Badge } from '@/components/badge';

/* eslint-disable lingui/no-unlocalized-strings -- the expansions' names are the game's own, the
   same in every language of the game */
/** What the game calls each expansion `/v2/account` `access` reports (and the one it does not yet). */
const EXPANSION_NAMES: Readonly<Record<string, string>> = {
  HeartOfThorns: 'Heart of Thorns',
  PathOfFire: 'Path of Fire',
  EndOfDragons: 'End of Dragons',
  SecretsOfTheObscure: 'Secrets of the Obscure',
  JanthirWilds: 'Janthir Wilds',
  VisionsOfEternity: 'Visions of Eternity',
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Marks a region whose expansion the key's account lacks (docs/session.md "Maps the account can
 * reach"). The region stays listed: the player may own it through a key without that answer.
 */
export function MissingExpansionBadge({ regionKey }: { regionKey: string }) {
  const need = regionNeed(regionKey);
  if (!need) return null;
  const expansion = EXPANSION_NAMES[need.access] ?? need.access;
  return (
    <Badge size="sm" className={classes.reach} labelClassName={classes.reachLabel}>
      <Trans>Needs {expansion} — not on this account</Trans>
    </Badge>
  );
}
