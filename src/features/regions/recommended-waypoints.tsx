import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { memo, useId } from 'react';
import type { WaypointGroup } from '@/lib/catalog/asset-schemas';
import { CopyLinkButton } from '@/components/copy-link-button';
import ui from '@/components/plain.module.css';
import classes from './region-page.module.css';

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
    <section aria-labelledby={headingId} className={clsx(ui.paper, ui.padMd)}>
      <h2 id={headingId} className={clsx(ui.h4, classes.headingGap)}>
        <Trans>Recommended waypoints</Trans>
      </h2>
      <div className={clsx(ui.stack, ui.gapSm)}>
        {groups.map((group) => (
          <div
            key={group.name}
            className={classes.waypointGroup}
            style={{ containIntrinsicSize: estimatedHeight(group) }}
          >
            <h3 className={classes.minorHeading}>{group.name}</h3>
            <ul className={classes.waypoints}>
              {group.links.map((link) => {
                const name = link.name ?? t`Unnamed waypoint`;
                return (
                  <li key={`${link.title}${link.inGameLink}`} className={classes.waypoint}>
                    <div>
                      <p className={clsx(ui.textSm, ui.bold)}>{link.title}</p>
                      <p className={ui.textSm}>
                        {name}{' '}
                        <span className={clsx(ui.textXs, ui.dimmed, classes.chatCode)}>
                          {link.inGameLink}
                        </span>
                      </p>
                      {link.details && <p className={clsx(ui.textXs, ui.dimmed)}>{link.details}</p>}
                    </div>
                    <div>
                      <CopyLinkButton value={link.inGameLink} subject={`${name} (${link.title})`} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
});
