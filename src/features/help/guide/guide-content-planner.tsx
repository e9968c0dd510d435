import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { timeOfDayWord } from '@/lib/time/time-of-day-words';
import { AppLink } from './guide-links';
import clsx from 'clsx';
import list from '@/components/list.module.css';
import { Text } from '@/components/text';

/* eslint-disable lingui/no-unlocalized-strings -- the game's names, as the planner shows them
   (English until the game's words come): placeholders in our sentences. */
const worldClassFisher = 'World Class Fisher';
const saltwaterFisher = 'Saltwater Fisher';
const kryta = 'Kryta';
/* eslint-enable lingui/no-unlocalized-strings */

export function PlannerContent() {
  const { i18n } = useLingui();
  const night = timeOfDayWord(i18n, 'NIGHT');
  return (
    <>
      <Text>
        <Trans>
          <AppLink to={paths.launch.href('planner')}>Launch → Planner</AppLink> answers the question
          you bring to the water: what can I catch now that I still need, where, with which bait —
          and when does the next one open? It looks at every regional collection at once, only your
          pinned regions, or one collection (a region, {worldClassFisher}, {saltwaterFisher} or
          their avid versions). Only fish you have not caught count: your API key&apos;s progress
          when a key is selected, your marks otherwise.
        </Trans>
      </Text>
      <ul className={clsx(list.list, list.spacingXs)}>
        <li>
          <Trans>
            <strong>Catchable now</strong> lists the fish that bite in the current phase of their
            region&apos;s clock (Tyrian or Canthan), grouped by region, then fishing hole, then bait
            — or by bait or hole first. Each region shows its fishing power and waypoints to copy.
            Dusk and dawn last only five real minutes, so the planner says so and counts them down.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Coming up</strong> lists every other fish by its next window: when it opens in
            your local time, a countdown and how long it lasts — &quot;{kryta} — {night}: in 40 m
            for 50 min&quot;. Open &quot;Next three windows&quot; to plan further ahead, and use{' '}
            <em>Alert me</em> to get a notification a few minutes before it begins.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>What to bring</strong> counts the baits and holes your missing fish need, so you
            can buy bait before leaving town. Collections with three fish or fewer left are
            highlighted as <em>almost done</em>.
          </Trans>
        </li>
      </ul>
      <Text>
        <Trans>
          The choice of collections and grouping is part of the address, so a bookmark or a shared
          link opens the same plan. Marking a fish caught — here or on its region page — takes it
          off the plan.
        </Trans>
      </Text>
    </>
  );
}
