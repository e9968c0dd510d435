import { useThrottledValue } from '@mantine/hooks';
import { useStore } from 'zustand';
import { useQueryParamState } from '@/hooks/use-query-param-state';

const PARAM = 'query';

const parse = (params: URLSearchParams) => params.get(PARAM) ?? '';

function serialize(text: string, params: URLSearchParams) {
  const next = new URLSearchParams(params);
  if (text) next.set(PARAM, text);
  else next.delete(PARAM);
  return next;
}

/**
 * The search box's text and the query it searches. The query follows the text at most once per
 * `throttleMs` (spec §5); the text is kept in `?query=` once typing pauses for as long, replacing
 * the history entry, so typing adds no back-button steps and a reload or shared link shows the
 * same search. A URL change made elsewhere (back / forward, a link) updates the box.
 */
export function useSearchQuery(throttleMs: number) {
  const store = useQueryParamState({
    parse,
    serialize,
    delayMs: throttleMs,
    actions: (update) => ({ setText: (text: string) => update(() => text) }),
  });
  const text = useStore(store, (state) => state.value);
  const setText = useStore(store, (state) => state.setText);
  const query = useThrottledValue(text, throttleMs);
  return { text, setText, query };
}
