import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/external-link';
import { paths } from '@/config/paths';
import { wikiLink } from '@/lib/wiki-link';
import { AppLink } from './guide/guide-links';
import { Text } from '@/components/text';

/** A question of the FAQ and its answer, in our own words. */
export interface FaqEntry {
  id: string;
  question: MessageDescriptor;
  answer: ReactNode;
}

/** The wiki's English page of the Daily Catch (the words shown are translated in the messages). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a wiki page's title, not shown
const dailyCatchPage = 'Daily Catch';

export const faqEntries: FaqEntry[] = [
  {
    id: 'equipment',
    question: msg`What equipment should I fish with?`,
    answer: (
      <Text>
        <Trans>
          The rod makes no difference — rods are skins. Bait decides which fish can bite, so bring
          the bait of the fish you are after (a fish&apos;s ⓘ details button names it). Lures and
          the fishing mastery add fishing power, which improves your chances; each region card shows
          the fishing power its fish ask for. The{' '}
          <ExternalLink href={wikiLink('Fishing')}>wiki&apos;s fishing article</ExternalLink> lists
          the lures and masteries.
        </Trans>
      </Text>
    ),
  },
  {
    id: 'daily-catch',
    question: msg`Why is the Daily Catch not tracked?`,
    answer: (
      <Text>
        <Trans>
          The game does not tell the API which fish is today&apos;s Daily Catch, so we cannot know
          it or whether you caught it. The{' '}
          <ExternalLink href={wikiLink(dailyCatchPage)}>
            Daily Catch article on the wiki
          </ExternalLink>{' '}
          keeps the most recent one.
        </Trans>
      </Text>
    ),
  },
  {
    id: 'daily-done',
    question: msg`Why don’t you show whether I did today’s fishing daily?`,
    answer: (
      <Text>
        <Trans>
          The game&apos;s API does not report daily achievements: an account&apos;s achievements
          leave them out, with or without an API key, so no site can read them. The regions tab
          names today&apos;s fishing daily from the game&apos;s fixed rotation and puts its regions
          first; whether you have done it, only the game shows.
        </Trans>
      </Text>
    ),
  },
  {
    id: 'bait',
    question: msg`Where do I get bait?`,
    answer: (
      <Text>
        <Trans>
          Most bait is sold by merchants near fishing spots and on the Trading Post, and some comes
          from gathering. In a region&apos;s grid, a fish&apos;s ⓘ details button names the bait it
          wants, and the bait filter shows which fish take each one; the{' '}
          <ExternalLink href={wikiLink('Bait')}>wiki&apos;s bait article</ExternalLink> lists every
          source.
        </Trans>
      </Text>
    ),
  },
  {
    id: 'non-regional',
    question: msg`Why are some fishing collections missing?`,
    answer: (
      <Text>
        <Trans>
          The grid is built around the regional collections: a region&apos;s fisher achievement and
          its avid version. A few fishing achievements that span regions are followed under{' '}
          <AppLink to={paths.launch.href('achievements')}>Launch → Achievements</AppLink>. Other
          collections that are not tied to a region are not tracked.
        </Trans>
      </Text>
    ),
  },
  {
    id: 'api-key',
    question: msg`How do I create an API key?`,
    answer: (
      <Text>
        <Trans>
          Sign in at{' '}
          <ExternalLink href="https://account.arena.net/applications">
            account.arena.net/applications
          </ExternalLink>
          , create a new key with the <strong>Progression</strong> permission ticked, and paste it
          under <AppLink to={paths.settings.href('general')}>Settings → General</AppLink>. Keys
          without Progression are refused. The{' '}
          <AppLink to={paths.guide.href('api-keys')}>guide&apos;s API key page</AppLink> walks you
          through it.
        </Trans>
      </Text>
    ),
  },
  {
    id: 'saving',
    question: msg`How do I keep my pinned regions and API keys?`,
    answer: (
      <Text>
        <Trans>
          Turn on the persistence switch, “Remember my settings in this browser”, under{' '}
          <AppLink to={paths.settings.href('general')}>Settings → General</AppLink>. It is off by
          default. While it is on, keys, pins, marked fish and notification settings are kept in
          this browser; turning it off deletes them.
        </Trans>
      </Text>
    ),
  },
  {
    id: 'personal-data',
    question: msg`What personal data do you collect?`,
    answer: (
      <Text>
        <Trans>
          None. There are no accounts, no analytics and no tracking. Your API keys and settings stay
          in your browser, and keys are sent only to the official game API. Like any website, the
          hosting provider may keep ordinary access logs (such as IP addresses) for a short time. If
          you send feedback, what you typed goes by email: through a mail-forwarding service, or
          from your own mail app when this site has none. See the{' '}
          <AppLink to={paths.legal.href()}>privacy notice</AppLink>.
        </Trans>
      </Text>
    ),
  },
  {
    id: 'catch-now',
    question: msg`What can I catch right now that I still need?`,
    answer: (
      <Text>
        <Trans>
          Open the <AppLink to={paths.launch.href('planner')}>planner</AppLink>: it lists the fish
          you have not caught that bite now in every collection (or only your pinned regions, or one
          collection), where to go and which bait to bring — and when each other fish&apos;s next
          window opens, with an alert a few minutes before it.
        </Trans>
      </Text>
    ),
  },
  {
    id: 'how-often',
    question: msg`How often are these questions asked?`,
    answer: (
      <Text>
        <Trans>
          Often enough to earn a place here — about as often as someone asks where the Daily Catch{' '}
          went. If yours is missing, <AppLink to={paths.feedback.href()}>send it in</AppLink>.
        </Trans>
      </Text>
    ),
  },
];
