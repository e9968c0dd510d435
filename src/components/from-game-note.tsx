import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Text } from '@mantine/core';
import type { FromGame } from '@/lib/catalog/asset-schemas';
import { unknownFactsText } from '@/lib/live-catalog/unknown-facts-text';

/**
 * A collection the live check added from the game (issue 29), said plainly: what the page shows
 * comes from the game's own hints and is not checked like the bundled catalog. Nothing otherwise.
 */
export function FromGameNote({ fromGame }: { fromGame: FromGame }) {
  const { t, i18n } = useLingui();
  if (!fromGame) return null;
  const unknown = unknownFactsText(i18n, fromGame.unknown);
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t`New from the game — details not yet checked`}
      mb="md"
    >
      <Trans>
        This site's catalog does not have this collection yet: its fish, where, with which bait and
        when they bite come from the game's own hints. Not known yet: {unknown}.
      </Trans>
    </Alert>
  );
}

/** The same, small, for one fish (cards, details); nothing for a fish of the bundled catalog. */
export function FromGameFishNote({ fromGame }: { fromGame: FromGame }) {
  const { i18n } = useLingui();
  if (!fromGame) return null;
  const unknown = unknownFactsText(i18n, fromGame.unknown);
  return (
    <Text size="xs" component="span" display="block">
      <Badge color="yellow" variant="light" size="sm" tt="none" mr={4}>
        <Trans>New from the game</Trans>
      </Badge>
      <Trans>Details not yet checked. Not known yet: {unknown}.</Trans>
    </Text>
  );
}
