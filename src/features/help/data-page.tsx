import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components';
import { ASSET_VERSION } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatInstant, useLocale } from '@/lib/i18n';
import { useLiveCatalog, type LiveCatalogState } from '@/data/live-catalog/live-catalog-store';
import { CATALOG_DATE, catalogSources } from './catalog-sources';

const selectCheck = (state: LiveCatalogState) => state;

/** When the game was last asked, whether that failed, and what it has that the bundle lacks. */
function LiveCheck() {
  const { checkedAt, failedAt, failure, differences, newCollections } = useLiveCatalog(selectCheck);
  const locale = useLocale();
  const when = (ms: number) => formatInstant(locale, 'moment', ms);
  return (
    <section aria-labelledby="data-live-heading">
      <Title order={2} size="h3" id="data-live-heading" mb="xs">
        From the game
      </Title>
      <Text mb="xs">
        While you are online, the app asks the game's API (fishing category 317) at most every six
        hours what its fishing collections hold. New collections and fish show up marked "new from
        the game"; everything the catalog already has stays as the catalog says.
      </Text>
      <Text>
        Last checked: <strong>{checkedAt === null ? 'not yet' : when(checkedAt)}</strong>
      </Text>
      {failedAt !== null && (
        <Text>
          The last check, {when(failedAt)}, did not get an answer ({failure}); the app runs on its
          bundled catalog and tries again later.
        </Text>
      )}
      {differences && (
        <>
          <Title order={3} size="h4" mt="sm" mb="xs">
            What the game has that the catalog lacks
          </Title>
          <List>
            {differences.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          {newCollections.length > 0 && (
            <List mt="xs">
              {newCollections.map((entry) => (
                <List.Item key={entry.key}>
                  <Link to={paths.achievement.href(entry.key)}>{entry.name}</Link>
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </section>
  );
}

/** `/help/data`: the catalog's version, date and sources, and the live check (issue 29). */
export function DataPage() {
  return (
    <>
      <PageTitle>Catalog data</PageTitle>
      {/* Sources and failures name paths and packages: long words wrap on a phone. */}
      <Stack gap="lg" style={{ overflowWrap: 'anywhere' }}>
        <section aria-labelledby="data-catalog-heading">
          <Title order={2} size="h3" id="data-catalog-heading" mb="xs">
            The bundled catalog
          </Title>
          <Text>
            Version <strong>{ASSET_VERSION}</strong>, built <strong>{CATALOG_DATE}</strong>. Its
            fish are cross-checked across these sources; where they disagree, the majority wins (the
            game's own hint weighs most) unless a written decision says why not.
          </Text>
        </section>
        <section aria-labelledby="data-sources-heading">
          <Title order={2} size="h3" id="data-sources-heading" mb="xs">
            Sources
          </Title>
          <List spacing={4}>
            {catalogSources.map((source) => (
              <List.Item key={source.id}>
                <strong>{source.source}</strong>: {source.gives}
              </List.Item>
            ))}
          </List>
        </section>
        <LiveCheck />
        <Alert variant="light" color="gray">
          The game is asked without an API key; its answer is public and kept in this browser only
          to save asking again.
        </Alert>
      </Stack>
    </>
  );
}
