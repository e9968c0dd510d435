import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Suspense, use, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { PageTitle } from '@/components/page-title';
import { SOURCE_LOCALE } from '@/config/locales';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/use-locale';
import { LanguageLinks } from '@/features/language/lazy-parts';
import { settledPromise } from '@/lib/settled-promise';
import { whenIdle } from '@/lib/when-idle';
import { wikiLink } from '@/lib/wiki-link';
import { FlavourQuote } from './flavour-quote';
import type * as ChangelogModule from './changelog';
import { LandscapeHint } from './landscape-hint';
import { loadReleaseWords } from './release-words';
import { Column } from '@/components/column';
import { Text } from '@/components/text';
import { Row } from '@/components/row';

/**
 * The release notes, last on the page: `/` goes live without them (the first paint has them from
 * the prerendered HTML, which stays until they hydrate; docs/start-up.md "Hydrated later"). Their
 * code (and outside English their words) is asked for at the first idle moment after the page
 * hydrates, so it loads right after the page is live, not during its start. Read without
 * suspending once here (`settledPromise`, not `lazy`, which suspends on its first render whatever
 * the promise): a press on a prerendered part that suspends while hydrating is dropped, which can
 * only happen in the moment between live and their code's arrival.
 */
let changelogCode: Promise<typeof ChangelogModule> | undefined;
const loadChangelog = () => (changelogCode ??= settledPromise(import('./changelog')));

function ReleaseNotes() {
  const { default: Changelog } = use(loadChangelog());
  return <Changelog />;
}

/** The wiki's English page of the Daily Catch (the words shown are translated in the message). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a wiki page's title, not shown
const dailyCatchPage = 'Daily Catch';

/** `/`. `random` picks the flavour quote; tests inject it. */
export function HomePage({ random = Math.random }: { random?: () => number }) {
  // A new location key on every navigation (even to `/` from `/`) remounts the quote.
  const { key } = useLocation();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  useEffect(
    () =>
      whenIdle(() => {
        void loadChangelog();
        if (locale !== SOURCE_LOCALE) void loadReleaseWords(i18n);
      }),
    [locale, i18n],
  );
  return (
    <Column gap="lg">
      <div>
        <PageTitle>{t`Welcome to Tyria Fishing Companion`}</PageTitle>
        <Text>
          <Trans>
            Finish the regional fishing collections of Guild Wars 2: see which fish bite right now,
            filter them by time of day, bait and fishing hole, mark what you caught — or let an API
            key load it from the game.
          </Trans>
        </Text>
        <FirstScreenEnd />
      </div>
      <nav aria-label={t`Language`}>
        <LanguageLinks />
      </nav>
      <LandscapeHint />
      <Row>
        <Button component={Link} to={paths.guide.href('intro')} variant="light" size="md">
          <Trans>I&apos;m New Here</Trans>
        </Button>
        <Button component={Link} to={paths.launch.href('regions')} size="md">
          <Trans>Select A Region</Trans>
        </Button>
        <Button component={Link} to={paths.launch.href('planner')} variant="outline" size="md">
          <Trans>What can I catch now?</Trans>
        </Button>
      </Row>
      <Text>
        <Trans>
          Which fish is today&apos;s catch?{' '}
          <ExternalLink href={wikiLink(dailyCatchPage)} iconSize={14}>
            See the most recent Daily Catch on the wiki
          </ExternalLink>{' '}
          (the game&apos;s API does not tell us, so it is not tracked here).
        </Trans>
      </Text>
      <FlavourQuote key={key} random={random} />
      {/* `HydrateLater`'s boundary, written out: its tiny shared chunk was one more file before live. */}
      <Suspense>
        <ReleaseNotes />
      </Suspense>
    </Column>
  );
}
