import { useLayoutEffect } from 'react';
import { handOverValues } from './early-input';

/**
 * Rendered after the routed page, in the shell: its layout effect runs in the commit that
 * hydrates the page's fields, before any later render writes the state's (older) values into
 * them and before the browser can deliver another key. It hands the app each field's latest value
 * and stops the recording: from then on React reads what is typed itself.
 */
export function EarlyValuesHandover() {
  useLayoutEffect(() => {
    const values = window.__takeEarlyValues?.() ?? [];
    queueMicrotask(() => handOverValues(values));
  }, []);
  return null;
}
