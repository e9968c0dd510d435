import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { AssetStatus } from '@/components/asset-status';
import { Loading } from '@/components/loading';
import { ADDRESS_DELAY_MS, SEARCH_THROTTLE_MS } from '@/config/constants';
import { MAX_QUERY_LENGTH, tokenize } from '@/lib/search/tokenize';
import { SearchHelp } from './search-help';
import { SearchResults } from './search-results';
import classes from './search.module.css';
import { timedSearch } from './timed-search';
import { useSearchTextStore, useThrottledQuery, type SearchTextStore } from './use-search-query';
import { useSearchIndex } from './use-search-index';
import { Heading } from '@/components/heading';
import space from '@/components/spacing.module.css';
import { Text } from '@/components/text';

/**
 * `/launch/search`: one box searching the whole catalog; its text lives in `?query=`. The box and
 * the results are separate components: a keystroke renders neither, the results follow the
 * throttled query.
 */
export function SearchTab() {
  const store = useSearchTextStore(ADDRESS_DELAY_MS);
  return (
    <>
      <Heading order={2} className={space.mbMd}>
        <Trans>Search</Trans>
      </Heading>
      <SearchBox store={store} />
      <SearchOutput store={store} />
    </>
  );
}

/**
 * The box keeps its own text: a keystroke renders nothing (Mantine's field is a dozen components,
 * the largest part of a key's cost at 4× throttle: docs/search.md "What a keystroke
 * costs"). The store hears each change; a change from elsewhere (Back / Forward, a
 * link) is written into the field. It starts from the store's initial text, which the page was
 * prerendered with, so hydration matches.
 */
function SearchBox({ store }: { store: SearchTextStore }) {
  const setText = useStore(store, (state) => state.setText);
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const show = (text: string) => {
      const field = fieldRef.current;
      if (field && field.value !== text) field.value = text;
    };
    show(store.getState().value);
    return store.subscribe((state) => show(state.value));
  }, [store]);
  const { t } = useLingui();
  return (
    <TextInput
      ref={fieldRef}
      type="search"
      label={t`Search fish, regions and achievements`}
      description={t`Words are matched separately; "quote a phrase" to match it whole.`}
      leftSection={<IconSearch size={16} aria-hidden />}
      defaultValue={store.getInitialState().value}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={MAX_QUERY_LENGTH}
      autoComplete="off"
      spellCheck={false}
      mb="md"
    />
  );
}

function SearchOutput({ store }: { store: SearchTextStore }) {
  const latestQuery = useThrottledQuery(store, SEARCH_THROTTLE_MS);
  // Searching and rendering the cards run in an interruptible render after the query's own,
  // so typing never waits for them; the previous results stay (dimmed) until the new ones are ready.
  const query = useDeferredValue(latestQuery);
  const stale = query !== latestQuery;
  const { index, errors } = useSearchIndex();
  const hasTokens = tokenize(query).length > 0;
  const results = useMemo(() => (index ? timedSearch(index, query) : []), [index, query]);
  const { t } = useLingui();
  const count = results.length;

  return (
    <>
      <AssetStatus
        errors={errors}
        failedTitle={t`Part of the catalog could not be loaded; results leave it out`}
        mb="md"
      />
      <Text role="status" size="sm" tone="dimmed" className={space.mbSm}>
        {hasTokens && index
          ? t({ message: plural(count, { one: '# result', other: '# results' }) })
          : ''}
      </Text>
      {!hasTokens ? (
        <SearchHelp />
      ) : !index ? (
        <Loading label={t`Loading the catalog`} />
      ) : (
        // The wrapper, not the memoized list, shows staleness: the cards skip the query's render.
        <div className={classes.pending} data-stale={stale || undefined} aria-busy={stale}>
          <SearchResults query={query} results={results} />
        </div>
      )}
    </>
  );
}
