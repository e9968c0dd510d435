import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components';
import { paths } from '@/config/paths';
import { wikiLink } from '@/lib/wiki-link';
import { AppLink } from './guide/guide-links';

/** A question of the FAQ and its answer, in our own words. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

export const faqEntries: FaqEntry[] = [
  {
    id: 'equipment',
    question: 'What equipment should I fish with?',
    answer: (
      <Text>
        The rod makes no difference — rods are skins. Bait decides which fish can bite, so bring the
        bait of the fish you are after (a fish&apos;s ⓘ details button names it). Lures and the
        fishing mastery add fishing power, which improves your chances; each region card shows the
        fishing power its fish ask for. The{' '}
        <ExternalLink href={wikiLink('Fishing')}>wiki&apos;s fishing article</ExternalLink> lists
        the lures and masteries.
      </Text>
    ),
  },
  {
    id: 'daily-catch',
    question: 'Why is the Daily Catch not tracked?',
    answer: (
      <Text>
        The game does not tell the API which fish is today&apos;s Daily Catch, so we cannot know it
        or whether you caught it. The{' '}
        <ExternalLink href={wikiLink('Daily Catch')}>Daily Catch article on the wiki</ExternalLink>{' '}
        keeps the most recent one.
      </Text>
    ),
  },
  {
    id: 'daily-done',
    question: 'Why don’t you show whether I did today’s fishing daily?',
    answer: (
      <Text>
        The game&apos;s API does not report daily achievements: an account&apos;s achievements leave
        them out, with or without an API key, so no site can read them. The regions tab names
        today&apos;s fishing daily from the game&apos;s fixed rotation and puts its regions first;
        whether you have done it, only the game shows.
      </Text>
    ),
  },
  {
    id: 'bait',
    question: 'Where do I get bait?',
    answer: (
      <Text>
        Most bait is sold by merchants near fishing spots and on the Trading Post, and some comes
        from gathering. In a region&apos;s grid, a fish&apos;s ⓘ details button names the bait it
        wants, and the bait filter shows which fish take each one; the{' '}
        <ExternalLink href={wikiLink('Bait')}>wiki&apos;s bait article</ExternalLink> lists every
        source.
      </Text>
    ),
  },
  {
    id: 'non-regional',
    question: 'Why are some fishing collections missing?',
    answer: (
      <Text>
        The grid is built around the regional collections: a region&apos;s fisher achievement and
        its avid version. A few fishing achievements that span regions are followed under{' '}
        <AppLink to={paths.launch.href('achievements')}>Launch → Achievements</AppLink>. Other
        collections that are not tied to a region are not tracked.
      </Text>
    ),
  },
  {
    id: 'api-key',
    question: 'How do I create an API key?',
    answer: (
      <Text>
        Sign in at{' '}
        <ExternalLink href="https://account.arena.net/applications">
          account.arena.net/applications
        </ExternalLink>
        , create a new key with the <strong>Progression</strong> permission ticked, and paste it
        under <AppLink to={paths.settings.href('general')}>Settings → General</AppLink>. Keys
        without Progression are refused. The{' '}
        <AppLink to={paths.guide.href('api-keys')}>guide&apos;s API key page</AppLink> walks you
        through it.
      </Text>
    ),
  },
  {
    id: 'saving',
    question: 'How do I keep my pinned regions and API keys?',
    answer: (
      <Text>
        Turn on the persistence switch, “Remember my settings in this browser”, under{' '}
        <AppLink to={paths.settings.href('general')}>Settings → General</AppLink>. It is off by
        default. While it is on, keys, pins, marked fish and notification settings are kept in this
        browser; turning it off deletes them.
      </Text>
    ),
  },
  {
    id: 'personal-data',
    question: 'What personal data do you collect?',
    answer: (
      <Text>
        None. There are no accounts, no analytics and no tracking. Your API keys and settings stay
        in your browser, and keys are sent only to the official game API. Like any website, the
        hosting provider may keep ordinary access logs (such as IP addresses) for a short time. If
        you send feedback, what you typed goes by email: through a mail-forwarding service, or from
        your own mail app when this site has none. See the{' '}
        <AppLink to={paths.legal.href()}>privacy notice</AppLink>.
      </Text>
    ),
  },
  {
    id: 'catch-now',
    question: 'What can I catch right now that I still need?',
    answer: (
      <Text>
        Open the <AppLink to={paths.launch.href('planner')}>planner</AppLink>: it lists the fish you
        have not caught that bite now in every collection (or only your pinned regions, or one
        collection), where to go and which bait to bring — and when each other fish&apos;s next
        window opens, with an alert a few minutes before it.
      </Text>
    ),
  },
  {
    id: 'how-often',
    question: 'How often are these questions asked?',
    answer: (
      <Text>
        Often enough to earn a place here — about as often as someone asks where the Daily Catch
        went. If yours is missing, <AppLink to={paths.feedback.href()}>send it in</AppLink>.
      </Text>
    ),
  },
];
