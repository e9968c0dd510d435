import { useStore } from 'zustand';
import { useQueryParamState } from '@/hooks/use-query-param-state';
import { parseOnlyMissing, writeOnlyMissing } from '@/lib/filters/url-state';

/** "Show only missing" of an achievement page, kept in the address (`?missing=1`). */
export function useOnlyMissing(): [boolean, (missing: boolean) => void] {
  const store = useQueryParamState({
    parse: parseOnlyMissing,
    serialize: writeOnlyMissing,
    delayMs: 0,
    actions: (update) => ({ setMissing: (missing: boolean) => update(() => missing) }),
  });
  return [useStore(store, (state) => state.value), useStore(store, (state) => state.setMissing)];
}
