import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Heading } from '@/components/heading';
import { Notice } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { TitledSection } from '@/components/titled-section';
import { ASSET_VERSION } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { withPageWords } from '@/lib/i18n/page-words';
import { useLiveCatalog, type LiveCatalogState } from '@/data/live-catalog/live-catalog-store';
import { describeCatalogDiff } from '@/lib/live-catalog/diff';
import { CATALOG_DATE, catalogSources } from './catalog-sources';
import { WordsSources } from './words-sources';
import { diffWording } from './diff-wording';
import { FAILURE_SENTENCES } from './failure-sentences';
import classes from './help-pages.module.css';
import { AccountLeftOutEntries } from './account-left-out-entries';
import { LeftOutEntries } from './left-out-entries';
import clsx from 'clsx';
import list from '@/components/list.module.css';
import space from '@/components/spacing.module.css';
import { Text } from '@/components/text';

const selectCheck = (state: LiveCatalogState) => state;

/** When the game was last asked, whether that failed, and what it has that the bundle lacks. */
function LiveCheck() {
  const { checkedAt, failedAt, failure, differences, newCollections } = useLiveCatalog(selectCheck);
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const when = (ms: number) => formatInstant(locale, 'moment', ms);
  const lines =
    differences &&
    describeCatalogDiff(
      differences.diff,
      (id) => differences.itemNames[id] ?? t`Unknown item`,
      diffWording(i18n),
    );
  const lastChecked = checkedAt === null ? t`not yet` : when(checkedAt);
  const reason = t(FAILURE_SENTENCES[failure ?? 'unknown']);
  return (
    <TitledSection title={<Trans>From the game</Trans>} size="h3">
      <Text className={space.mbXs}>
        <Trans>
          While you are online, the app asks the game&apos;s API (fishing category 317) at most
          every six hours what its fishing collections hold. New collections and fish show up marked
          &quot;new from the game&quot;; everything the catalog already has stays as the catalog
          says.
        </Trans>
      </Text>
      <Text>
        <Trans>
          Last checked: <strong>{lastChecked}</strong>
        </Trans>
      </Text>
      {failedAt !== null && (
        <Text>
          <Trans>
            The last check, {when(failedAt)}, did not get an answer: {reason} The app runs on its
            bundled catalog and tries again later.
          </Trans>
        </Text>
      )}
      {lines && (
        <>
          <Heading order={3} look="h4" className={clsx(space.mtSm, space.mbXs)}>
            <Trans>What the game has that the catalog lacks</Trans>
          </Heading>
          <ul className={list.list}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {newCollections.length > 0 && (
            <ul className={clsx(list.list, space.mtXs)}>
              {newCollections.map((entry) => (
                <li key={entry.key}>
                  <Link to={paths.achievement.href(entry.key)}>{entry.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </TitledSection>
  );
}

/** `/help/data`: the catalog's version, date and sources, and the live check (issue 29). */
function DataContent() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Catalog data`}</PageTitle>
      {/* Sources and failures name paths and packages: long words wrap on a phone. */}
      <div className={classes.dataColumn}>
        <TitledSection title={<Trans>The bundled catalog</Trans>} size="h3">
          <Text>
            <Trans>
              Version <strong>{ASSET_VERSION}</strong>, built <strong>{CATALOG_DATE}</strong>. Its
              fish are cross-checked across these sources; where they disagree, the majority wins
              (the game&apos;s own hint weighs most) unless a written decision says why not.
            </Trans>
          </Text>
        </TitledSection>
        <TitledSection title={<Trans>Sources</Trans>} size="h3">
          <ul className={clsx(list.list, list.spacing4)}>
            {catalogSources.map((source) => (
              <li key={source.id}>
                <strong>
                  {typeof source.source === 'string' ? source.source : t(source.source)}
                </strong>
                : {t(source.gives)}
              </li>
            ))}
          </ul>
        </TitledSection>
        <WordsSources />
        <LiveCheck />
        <LeftOutEntries />
        <Notice color="gray">
          <Trans>
            The game is asked without an API key; its answer is public and kept in this browser only
            to save asking again.
          </Trans>
        </Notice>
        <AccountLeftOutEntries />
      </div>
    </>
  );
}

export const DataPage = withPageWords('help', DataContent);
