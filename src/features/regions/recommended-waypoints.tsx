import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { SOURCE_LOCALE } from '@/config/locales';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { WaypointGroup } from '@/lib/catalog/asset-schemas';
import { mapWords, waypointWords } from '@/lib/game-words/waypoint-words';
import { useLocale } from '@/lib/i18n/use-locale';
import { CopyLinkButton } from '@/components/copy-link-button';
import classes from './region-page.module.css';
import { Card } from '@/components/card';
import { Heading } from '@/components/heading';
import { Column } from '@/components/column';
import { Text } from '@/components/text';
import { Row } from '@/components/row';

/** A map's list height before it first renders (measured at 1280 px: 18 px + 64 px per link). */
const estimatedHeight = (group: WaypointGroup) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
  `auto ${18 + 64 * group.links.length}px`;

/** Recommended waypoints by map; each chat link copies to the clipboard. */
export const RecommendedWaypoints = memo(function RecommendedWaypoints({
  groups,
}: {
  groups: readonly WaypointGroup[];
}) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const words = useGameWords();
  const english = useLocale() === SOURCE_LOCALE;
  if (groups.length === 0) return null;
  return (
    <Card as="section" padding="md" aria-labelledby={headingId}>
      <Heading order={2} look="h4" id={headingId} className={classes.headingGap}>
        <Trans>Recommended waypoints</Trans>
      </Heading>
      <Column gap="sm">
        {groups.map((group) => (
          <div
            key={group.name}
            className={classes.waypointGroup}
            style={{ containIntrinsicSize: estimatedHeight(group) }}
          >
            <Heading order={3} look="h6" className={classes.minorHeading}>
              {english ? group.name : mapWords(words, i18n, group.name)}
            </Heading>
            <Column as="ul" gap={6}>
              {group.links.map((link) => {
                const name = link.name ?? t`Unnamed waypoint`;
                const { title, details } = waypointWords(words, i18n, english, group.name, link);
                return (
                  <Row
                    as="li"
                    key={`${link.title}${link.inGameLink}`}
                    nowrap
                    justify="between"
                    align="start"
                    gap="xs"
                  >
                    <div>
                      <Text size="sm" weight={700}>
                        {title}
                      </Text>
                      <Text size="sm">
                        {name}{' '}
                        <Text as="span" size="xs" tone="dimmed" className={classes.chatCode}>
                          {link.inGameLink}
                        </Text>
                      </Text>
                      {details && (
                        <Text size="xs" tone="dimmed">
                          {details}
                        </Text>
                      )}
                    </div>
                    <div>
                      <CopyLinkButton value={link.inGameLink} subject={`${name} (${title})`} />
                    </div>
                  </Row>
                );
              })}
            </Column>
          </div>
        ))}
      </Column>
    </Card>
  );
});
