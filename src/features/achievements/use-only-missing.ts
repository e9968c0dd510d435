import { useStore } from 'zustand';
import { ADDRESS_DELAY_MS } from '@/config/constants';
import { useQueryParamState } from '@/hooks/use-query-param-state';
import { parseOnlyMissing, writeOnlyMissing } from '@/lib/filters/url-state';

/** "Show only missing" of an achievement page, kept in the address (`?missing=1`). */
export function useOnlyMissing(): [boolean, (missing: boolean) => void] {
  const store = useQueryParamState({
    parse: parseOnlyMissing,
    serialize: writeOnlyMissing,
    delayMs: ADDRESS_DELAY_MS,
    actions: (update) => ({ setMissing: (missing: boolean) => update(() => missing) }),
  });
  return [useStore(store, (state) => state.value), useStore(store, (state) => state.setMissing)];
}
