import { useThrottledValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'query';

/**
 * The search box's text and the query it searches. The query follows the text at most once per
 * `throttleMs` (spec §5) and is kept in `?query=`, replacing the history entry, so typing adds
 * no back-button steps and a reload or shared link shows the same search. A URL change made
 * elsewhere (back / forward, a link) updates the box.
 */
export function useSearchQuery(throttleMs: number) {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get(PARAM) ?? '';
  const [text, setText] = useState(urlQuery);
  const query = useThrottledValue(text, throttleMs);
  // What the URL holds because of this hook, and the last throttled value seen.
  const written = useRef(urlQuery);
  const lastQuery = useRef(query);

  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    if (query === written.current) return;
    written.current = query;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set(PARAM, query);
        else next.delete(PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [query, setParams]);

  return { text, setText, query };
}
