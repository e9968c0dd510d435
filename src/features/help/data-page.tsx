import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components';
import { ASSET_VERSION, CATALOG_DATE, LIVE_CATALOG } from '@/config/constants';
import { paths } from '@/config/paths';
import { useLiveCatalog, type LiveCatalogState } from '@/data/live-catalog/live-catalog-store';
import { catalogSources } from './catalog-sources';

const when = (ms: number) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

const selectCheck = (state: LiveCatalogState) => state;

/** When the game was last asked, whether that failed, and what it has that the bundle lacks. */
function LiveCheck() {
  const { checkedAt, failedAt, failure, differences, newCollections } = useLiveCatalog(selectCheck);
  return (
    <section aria-labelledby="data-live-heading">
      <Title order={2} size="h3" id="data-live-heading" mb="xs">
        From the game
      </Title>
      <Text mb="xs">
        While you are online, the app asks the game's API (fishing category{' '}
        {LIVE_CATALOG.categoryId}) at most every {LIVE_CATALOG.refreshMs / 3_600_000} hours what its
        fishing collections hold. New collections and fish show up marked "new from the game";
        everything the catalog already has stays as the catalog says.
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
      <Stack gap="lg">
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
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder>
            <Table.Caption>Sources of the catalog</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Source</Table.Th>
                <Table.Th scope="col">What it gives</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {catalogSources.map((source) => (
                <Table.Tr key={source.id}>
                  <Table.Td>{source.source}</Table.Td>
                  <Table.Td>{source.gives}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <LiveCheck />
        <Alert variant="light" color="gray">
          The game is asked without an API key; its answer is public and kept in this browser only
          to save asking again.
        </Alert>
      </Stack>
    </>
  );
}
