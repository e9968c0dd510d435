import { Alert, Loader, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { SEARCH_THROTTLE_MS } from '@/config/constants';
import { MAX_QUERY_LENGTH, tokenize } from '@/lib/search';
import { SearchHelp } from './search-help';
import { SearchResults } from './search-results';
import { timedSearch } from './timed-search';
import { useSearchQuery } from './use-search-query';
import { useSearchIndex } from './use-search-index';

/** `/launch/search`: one box searching the whole catalog; its text lives in `?query=`. */
export function SearchTab() {
  const { text, setText, query } = useSearchQuery(SEARCH_THROTTLE_MS);
  const { index, errors } = useSearchIndex();
  const hasTokens = tokenize(query).length > 0;
  const results = useMemo(() => (index ? timedSearch(index, query) : []), [index, query]);

  return (
    <>
      <Title order={2} mb="md">
        Search
      </Title>
      <TextInput
        type="search"
        label="Search fish, regions and achievements"
        description={`Words are matched separately; "quote a phrase" to match it whole.`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        mb="md"
      />
      {errors.length > 0 && (
        <Alert
          color="red"
          title="Part of the catalog could not be loaded; results leave it out"
          role="alert"
          mb="md"
        >
          {errors.map((error) => (
            <div key={error.message}>{error.message}</div>
          ))}
        </Alert>
      )}
      <Text role="status" size="sm" mb="sm" c="dimmed">
        {hasTokens && index
          ? `${results.length} ${results.length === 1 ? 'result' : 'results'}`
          : ''}
      </Text>
      {!hasTokens ? (
        <SearchHelp />
      ) : !index ? (
        <Loader aria-label="Loading the catalog" />
      ) : (
        <SearchResults key={query} results={results} />
      )}
    </>
  );
}
