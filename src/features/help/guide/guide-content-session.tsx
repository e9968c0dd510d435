import { Trans } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { AppLink } from './guide-links';
import clsx from 'clsx';
import list from '@/components/list.module.css';
import { Text } from '@/components/text';

/** How a session's route is planned (docs/session.md "The model"), in the player's words. */
export function SessionContent() {
  return (
    <>
      <Text>
        <Trans>
          <AppLink to={paths.launch.href('session')}>Launch → Session</AppLink> plans the time you
          have — 30, 60, 90 or 120 minutes, from now or from a time today — as a route across maps:
          which map, when, which holes and bait, and which of the fish you still need to catch
          there. Only fish you have not caught count: your API key&apos;s progress when a key is
          selected, your marks otherwise, Avid rounds included.
        </Trans>
      </Text>
      <ul className={clsx(list.list, list.spacingXs)}>
        <li>
          <Trans>
            <strong>A stop</strong> is one map during one phase of its clock (day, dusk, night or
            dawn, on the Tyrian or Canthan clock). Its length is the travel to it plus the minutes
            per fish times its fish, and it ends at the latest when the phase or the session ends.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Which map next</strong>: the one where the most of your missing fish bite now
            and fit before the phase ends. A fish that bites only by day, by night or at dusk and
            dawn counts double, since a fish that bites at any time can wait. On a tie the route
            stays on your map.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Which fish</strong>: those that bite in the phase, the time-bound ones first,
            then those with a higher chance now. A fish that counts in two collections is planned
            once.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Switching maps</strong> is assumed to take 3 minutes (a waypoint, the loading
            screen, a short walk); the stop says so. Staying on a map costs nothing. When nothing
            you need bites anywhere, the route says how long to wait.
          </Trans>
        </li>
      </ul>
      <Text>
        <Trans>
          You can change the length and the start, which collections count, the minutes assumed per
          fish (4 by default), your fishing power (fish needing more are left out unless you include
          them) and whether regions your account cannot reach are planned.{' '}
          <em>Bait for this session</em> adds up the bait of every stop. <em>Start session</em> sets
          an alert a minute before each stop; with an API key, fish you catch are ticked off as the
          account reports them, and <em>Plan the rest from now</em> plans the remaining time without
          them.
        </Trans>
      </Text>
      <Text>
        <Trans>
          While you play, the game has your attention, not the browser. Under{' '}
          <AppLink to={paths.settings.href('notifications')}>Settings → Notifications</AppLink> you
          can also get a notification from your system (on your desktop or your phone) and a short
          sound when an alert comes while the tab is in the background. Clicking the notification
          opens the tab on the page the alert is about: the route, for a session stop. Browsers wake
          background tabs only about once a minute, so an alert may come up to a minute early; if it
          still came late, it says by how much. There is no server behind this site: alerts come
          only while it is open in a tab, so keep the tab open, in the background.
        </Trans>
      </Text>
      <Text>
        <Trans>
          With saving on, the session stays after a reload. Otherwise it is part of the address, and{' '}
          <em>Copy link</em> gives a link that opens the same plan: the same start, length,
          collections, minutes per fish and fishing power.
        </Trans>
      </Text>
    </>
  );
}
