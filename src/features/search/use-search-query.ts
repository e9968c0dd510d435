import { useThrottledCallback } from '@mantine/hooks';
import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useQueryParamState, type QueryParamStore } from '@/hooks/use-query-param-state';

const PARAM = 'query';

const parse = (params: URLSearchParams) => params.get(PARAM) ?? '';

function serialize(text: string, params: URLSearchParams) {
  const next = new URLSearchParams(params);
  if (text) next.set(PARAM, text);
  else next.delete(PARAM);
  return next;
}

/** The search box's text, kept in `?query=`. */
export type SearchTextStore = QueryParamStore<string, { setText: (text: string) => void }>;

/**
 * The search box's text, created once per page. The text is kept in `?query=` once typing pauses
 * for `addressDelayMs`, replacing the history entry, so typing adds no back-button steps and a
 * reload or shared link shows the same search. A URL change made elsewhere (back / forward, a
 * link) updates the box.
 */
export function useSearchTextStore(addressDelayMs: number): SearchTextStore {
  return useQueryParamState({
    parse,
    serialize,
    delayMs: addressDelayMs,
    actions: (update) => ({ setText: (text: string) => update(() => text) }),
  });
}

/**
 * The query that searches: it follows the text at most once per `throttleMs` (spec §5), first and
 * last change included. Subscribed outside React's render, so its component re-renders only when
 * the query changes, not on every keystroke; and as a transition, so a keystroke that starts a new
 * query never waits for the search and its results.
 */
export function useThrottledQuery(store: SearchTextStore, throttleMs: number): string {
  // While hydrating, the query the page was prerendered with (none); the address's once live.
  const hydrated = useHydrated();
  const [query, setQuery] = useState(
    () => (hydrated ? store.getState() : store.getInitialState()).value,
  );
  const follow = useThrottledCallback(
    (text: string) => startTransition(() => setQuery(text)),
    throttleMs,
  );
  useEffect(() => {
    // Catches up after hydration; the same text changes nothing (and spends no throttle window).
    startTransition(() => setQuery(store.getState().value));
    return store.subscribe((state) => follow(state.value));
  }, [store, follow]);
  return query;
}
