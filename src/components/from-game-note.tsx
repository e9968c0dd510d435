import { Trans, useLingui } from '@lingui/react/macro';
import type { FromGame } from '@/lib/catalog/asset-schemas';
import { unknownFactsText } from '@/lib/live-catalog/unknown-facts-text';
import classes from './from-game-note.module.css';
import { Notice } from './notice';
import space from './spacing.module.css';
import { Badge } from './badge';

/**
 * A collection the live check added from the game (issue 29), said plainly: what the page shows
 * comes from the game's own hints and is not checked like the bundled catalog. Nothing otherwise.
 */
export function FromGameNote({ fromGame }: { fromGame: FromGame }) {
  const { t, i18n } = useLingui();
  if (!fromGame) return null;
  const unknown = unknownFactsText(i18n, fromGame.unknown);
  return (
    <Notice
      color="yellow"
      title={t`New from the game — details not yet checked`}
      className={space.mbMd}
    >
      <Trans>
        This site's catalog does not have this collection yet: its fish, where, with which bait and
        when they bite come from the game's own hints. Not known yet: {unknown}.
      </Trans>
    </Notice>
  );
}

/** The same, small, for one fish (cards, details); nothing for a fish of the bundled catalog. */
export function FromGameFishNote({ fromGame }: { fromGame: FromGame }) {
  const { i18n } = useLingui();
  if (!fromGame) return null;
  const unknown = unknownFactsText(i18n, fromGame.unknown);
  return (
    <span className={classes.fishNote}>
      <Badge size="sm" className={classes.badge}>
        <Trans>New from the game</Trans>
      </Badge>
      <Trans>Details not yet checked. Not known yet: {unknown}.</Trans>
    </span>
  );
}
