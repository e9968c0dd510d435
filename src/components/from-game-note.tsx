import { Alert, Badge, Text } from '@mantine/core';
import type { FromGame } from '@/lib/catalog/asset-schemas';

const FROM_GAME_TITLE = 'New from the game — details not yet checked';

const notKnown = (fromGame: NonNullable<FromGame>) =>
  `Not known yet: ${fromGame.unknown.join('; ')}.`;

/**
 * A collection the live check added from the game (issue 29), said plainly: what the page shows
 * comes from the game's own hints and is not checked like the bundled catalog. Nothing otherwise.
 */
export function FromGameNote({ fromGame }: { fromGame: FromGame }) {
  if (!fromGame) return null;
  return (
    <Alert color="yellow" variant="light" title={FROM_GAME_TITLE} mb="md">
      This site's catalog does not have this collection yet: its fish, where, with which bait and
      when they bite come from the game's own hints. {notKnown(fromGame)}
    </Alert>
  );
}

/** The same, small, for one fish (cards, details); nothing for a fish of the bundled catalog. */
export function FromGameFishNote({ fromGame }: { fromGame: FromGame }) {
  if (!fromGame) return null;
  return (
    <Text size="xs" component="span" display="block">
      <Badge color="yellow" variant="light" size="sm" tt="none" mr={4}>
        New from the game
      </Badge>
      Details not yet checked. {notKnown(fromGame)}
    </Text>
  );
}
