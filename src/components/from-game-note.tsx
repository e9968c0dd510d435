import { Alert, Badge, Text } from '@mantine/core';
import type { FromGame } from '@/data/asset-schemas';

export const FROM_GAME_TITLE = 'New from the game — details not yet checked';

const notKnown = (fromGame: NonNullable<FromGame>) =>
  fromGame.unknown.length > 0 ? `Not known yet: ${fromGame.unknown.join('; ')}.` : '';

/**
 * What the live check added from the game (issue 29), said plainly: its details come from the
 * game's own hint text and have not been checked like the bundled catalog's.
 */
export function FromGameNote({ fromGame }: { fromGame: NonNullable<FromGame> }) {
  return (
    <Alert color="yellow" variant="light" title={FROM_GAME_TITLE} mb="md">
      The game lists this collection, but this site's catalog does not have it yet: its fish, their
      names and where, with which bait and when they bite come from the game's own hints.{' '}
      {notKnown(fromGame)}
    </Alert>
  );
}

/** The same, small, for one fish (cards, details). */
export function FromGameFishNote({ fromGame }: { fromGame: NonNullable<FromGame> }) {
  return (
    <Text size="xs" component="span" display="block">
      <Badge color="yellow" variant="light" size="sm" tt="none" mr={4}>
        New from the game
      </Badge>
      Details not yet checked. {notKnown(fromGame)}
    </Text>
  );
}
