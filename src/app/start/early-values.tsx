import { useLayoutEffect } from 'react';
import { handOverValues } from './early-input';

/**
 * Rendered in the shell after the routed page. At the commit that hydrates the page it stops the
 * recording of the fields' values (from then on React reads what is typed itself) and hands the
 * app each field's latest value in a microtask: still in the same task, so before the browser can
 * deliver another key, but after the commit, where React hydrates a field on request (a field in
 * a boundary that hydrates later, such as a Suspense boundary's, is not React's at the commit).
 */
export function EarlyValuesHandover() {
  useLayoutEffect(() => {
    const values = window.__takeEarlyValues?.() ?? [];
    queueMicrotask(() => handOverValues(values));
  }, []);
  return null;
}
