import { Trans } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import { FishGridFigure } from './guide-figures';
import { AppLink } from './guide-links';
import clsx from 'clsx';
import list from '@/components/list.module.css';
import { Text } from '@/components/text';

export function IntroContent() {
  return (
    <>
      <Text>
        <Trans>
          Tyria Fishing Companion helps you finish the regional fishing collections of Guild Wars 2
          — the regional fisher achievements and their repeatable avid versions — and the other
          fishing achievements. It knows every fish of every region: when it bites, which bait it
          wants and in which fishing hole it lives.
        </Trans>
      </Text>
      <Text>
        <Trans>What you can do here:</Trans>
      </Text>
      <ul className={clsx(list.list, list.spacingXs)}>
        <li>
          <Trans>Open a region and see its fish in a grid, with what bites right now.</Trans>
        </li>
        <li>
          <Trans>Filter the fish by time of day, bait and fishing hole.</Trans>
        </li>
        <li>
          <Trans>Mark fish as caught by hand, or load your progress with an API key.</Trans>
        </li>
        <li>
          <Trans>Pin the regions you are working on.</Trans>
        </li>
        <li>
          <Trans>
            Search every fish, region and achievement from{' '}
            <AppLink to={paths.launch.href('search')}>Launch → Search</AppLink>, and follow the
            other fishing achievements under{' '}
            <AppLink to={paths.launch.href('achievements')}>Launch → Achievements</AppLink>.
          </Trans>
        </li>
        <li>
          <Trans>
            Get a heads-up before day, dusk, dawn or night begins, under{' '}
            <AppLink to={paths.settings.href('notifications')}>Settings → Notifications</AppLink>.
          </Trans>
        </li>
      </ul>
      <Text>
        <Trans>
          The clock at the top of every page shows the time of day in Tyria and in Cantha. There are
          no accounts: everything stays in your browser, and nothing is remembered unless you ask
          for it (see the last page of this guide).
        </Trans>
      </Text>
    </>
  );
}

export function RegionSelectionContent() {
  return (
    <>
      <Text>
        <Trans>
          <AppLink to={paths.launch.href('regions')}>Launch → Regions</AppLink> lists a card per
          region. Each card shows the region&apos;s name, the fishing power it asks for, and how
          many of its fish you have caught out of the total. A badge appears once the regional
          fisher achievement is done, and another counts how often you repeated its avid version.
        </Trans>
      </Text>
      <Text>
        <Trans>
          Today&apos;s daily fishing regions sit in a highlighted box above the others, their cards
          marked <em>DAILY</em>. Click a card (or press Enter on it) to open the region; cards are
          ordinary links, so a middle-click opens one in a new tab.
        </Trans>
      </Text>
    </>
  );
}

export function RegionalFishingContent() {
  return (
    <>
      <Text>
        <Trans>
          A region&apos;s page starts with a banner and then the fish grid: every fish of the
          region&apos;s collection, seven to a row, in the order the game&apos;s achievement lists
          them.
        </Trans>
      </Text>
      <FishGridFigure />
      <ul className={clsx(list.list, list.spacingXs)}>
        <li>
          <Trans>
            Click a fish (or focus it and press Enter or Space) to mark it caught; click again to
            unmark it.
          </Trans>
        </li>
        <li>
          <Trans>
            When every fish of the region is marked, the grid starts over and the region&apos;s
            completion count goes up by one — just like the repeatable avid achievement in the game.
          </Trans>
        </li>
        <li>
          <Trans>
            Hover or focus a fish for a tooltip with its name, when it bites and what salvaging it
            gives. Its ⓘ button opens the details: rarity, a hint, time of day, bait, fishing holes,
            the achievements it counts for, and a button that copies its in-game chat link.
          </Trans>
        </li>
        <li>
          <Trans>
            The time-of-day panel shows the region&apos;s current phase. Canthan regions follow the
            Canthan clock, which runs on a different schedule from Tyria&apos;s.
          </Trans>
        </li>
      </ul>
    </>
  );
}
