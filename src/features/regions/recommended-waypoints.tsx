import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import type { WaypointGroup } from '@/lib/catalog/asset-schemas';
import { CopyLinkButton } from '@/components/copy-link-button';
import classes from './region-page.module.css';
import { Card } from '@/components/card';
import { Heading } from '@/components/heading';
import { Column } from '@/components/column';
import { Text } from '@/components/text';
import { Row } from '@/components/row';

/** A map's list height before it first renders (measured at 1280 px: 20 px + 64 px per link). */
const estimatedHeight = (group: WaypointGroup) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
  `auto ${20 + 64 * group.links.length}px`;

/** Recommended waypoints by map; each chat link copies to the clipboard. */
export const RecommendedWaypoints = memo(function RecommendedWaypoints({
  groups,
}: {
  groups: readonly WaypointGroup[];
}) {
  const headingId = useId();
  const { t } = useLingui();
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
              {group.name}
            </Heading>
            <Column as="ul" gap={6}>
              {group.links.map((link) => {
                const name = link.name ?? t`Unnamed waypoint`;
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
                        {link.title}
                      </Text>
                      <Text size="sm">
                        {name}{' '}
                        <Text as="span" size="xs" tone="dimmed" className={classes.chatCode}>
                          {link.inGameLink}
                        </Text>
                      </Text>
                      {link.details && (
                        <Text size="xs" tone="dimmed">
                          {link.details}
                        </Text>
                      )}
                    </div>
                    <div>
                      <CopyLinkButton value={link.inGameLink} subject={`${name} (${link.title})`} />
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
