import { useEffect } from 'react';
import { useFishingPowerStore } from '@/features/fishing-power';
import { useHydrated } from '@/hooks/use-hydrated';
import { useQueryParamState } from '@/hooks/use-query-param-state';
import { useUserData } from '@/lib/storage';
import { hasSessionParams, parseSession, withoutSession, writeSession } from './session-address';
import type { SessionAddress } from './session-form';
import { sessionStateOf, useSessionStore } from './session-store';

/** How long after a change the address follows (a router navigation re-renders the shell). */
const ADDRESS_DELAY_MS = 250;

/** The session as its address query: equal sessions give equal text. */
export const sessionQuery = (state: SessionAddress) =>
  writeSession(new URLSearchParams(), state).toString();

/** The page's session and the player's fishing power, as the address holds them. */
export const currentSession = (): SessionAddress => ({
  ...sessionStateOf(useSessionStore.getState()),
  fishingPower: useFishingPowerStore.getState().power,
});

/**
 * Keeps the session in the address while persistence is off (docs/session.md "The page"): a
 * session in the address (a shared link, Back / Forward) replaces the page's, and every change is
 * written back, so a copied address opens the same plan. With persistence on the session is saved
 * instead; a link's session is taken in and the address left plain. Starts after hydration (the
 * prerendered page has no query).
 */
export function useSessionAddress() {
  const hydrated = useHydrated();
  const address = useQueryParamState({
    parse: (params) => (hasSessionParams(params) ? parseSession(params) : undefined),
    serialize: (value: SessionAddress | undefined, params) =>
      value ? writeSession(withoutSession(params), value) : withoutSession(params),
    delayMs: ADDRESS_DELAY_MS,
    actions: (update) => ({ set: (value: SessionAddress | undefined) => update(() => value) }),
  });

  useEffect(() => {
    if (!hydrated) return;
    const follow = () => {
      const session = currentSession();
      const written = address.getState().value;
      if (!useUserData.getState().persist) {
        if (!written || sessionQuery(written) !== sessionQuery(session)) {
          address.getState().set(session);
        }
      } else if (written) address.getState().set(undefined);
    };
    const takeIn = (value: SessionAddress | undefined) => {
      if (!value || sessionQuery(value) === sessionQuery(currentSession())) return;
      useSessionStore.getState().replace(value);
      if (value.fishingPower !== undefined) {
        useFishingPowerStore.getState().setPower(value.fishingPower);
      }
    };
    takeIn(address.getState().value);
    follow();
    const stops = [
      address.subscribe((state) => takeIn(state.value)),
      useSessionStore.subscribe(follow),
      useFishingPowerStore.subscribe(follow),
      useUserData.subscribe(follow),
    ];
    return () => stops.forEach((stop) => stop());
  }, [hydrated, address]);
}
