import { useEffect } from 'react';
import { ADDRESS_DELAY_MS } from '@/config/constants';
import {
  currentFishingPower,
  useFishingPowerStore,
} from '@/features/fishing-power/fishing-power-store';
import { endSessionAlerts } from '@/features/notifications/session-alerts-end';
import { useHydrated } from '@/hooks/use-hydrated';
import { useQueryParamState } from '@/hooks/use-query-param-state';
import { isSessionRunning, sessionEnd } from '@/lib/session/session-time';
import { useUserData } from '@/lib/storage/persistence';
import {
  hasSessionParams,
  readSessionLink,
  sessionParamsOf,
  withoutSession,
  writeSession,
} from './session-address';
import type { SessionAddress } from './session-form';
import { useSessionLinkStore, type LinkConflict } from './session-link-store';
import { sessionStateOf, useSessionStore } from './session-store';

/** The session as its address query: equal sessions give equal text; the defaults none. */
export const sessionQuery = (state: SessionAddress) =>
  writeSession(new URLSearchParams(), state).toString() || undefined;

/** The page's session and the player's fishing power, as the address holds them. */
export const currentSession = (): SessionAddress => ({
  ...sessionStateOf(useSessionStore.getState()),
  fishingPower: currentFishingPower(),
});

/** What opening `link` would replace, or undefined when nothing the player has is lost. */
function conflictWith(link: SessionAddress, mine: SessionAddress, now: number) {
  const conflict: LinkConflict = {};
  if (isSessionRunning(mine, now)) conflict.runningUntil = sessionEnd(mine, now);
  // A link without a readable power plans with the player's (`readSessionLink`).
  const [yours, theirs] = [mine.fishingPower, link.fishingPower];
  if (yours !== undefined && theirs !== undefined && theirs !== yours) {
    conflict.power = { mine: yours, link: theirs };
  }
  return conflict.runningUntil === undefined && !conflict.power ? undefined : conflict;
}

/** "Open the link's": the link's session and power become the player's, the running one ends. */
export function openLinkAsMine(link: SessionAddress) {
  if (isSessionRunning(currentSession(), Date.now())) endSessionAlerts();
  useSessionStore.getState().replace(link);
  if (link.fishingPower !== undefined) useFishingPowerStore.getState().setPower(link.fishingPower);
  useSessionLinkStore.getState().close();
}

/**
 * Keeps the session in the address while persistence is off (docs/session.md "The page"): a
 * session in the address (a shared link, a reload) is read, and every change is written back, so
 * a copied address opens the same plan. With persistence on the session is saved instead and the
 * address left plain. A link never silently replaces what the player has: while their session
 * runs, or when its power differs from theirs, it asks first (`SessionLinkQuestion`), the link
 * staying in the address meanwhile; values it cannot read are dropped from the address and change
 * nothing. Starts after hydration (the prerendered page has no query).
 */
export function useSessionAddress() {
  const hydrated = useHydrated();
  const address = useQueryParamState({
    // The session's parameters as written: read against the player's session only in `takeIn`.
    parse: (params) => (hasSessionParams(params) ? sessionParamsOf(params) : undefined),
    serialize: (value: string | undefined, params) => {
      const next = withoutSession(params);
      new URLSearchParams(value).forEach((text, name) => next.set(name, text));
      return next;
    },
    delayMs: ADDRESS_DELAY_MS,
    actions: (update) => ({ set: (value: string | undefined) => update(() => value) }),
  });

  useEffect(() => {
    if (!hydrated) return;
    const follow = () => {
      const { asked, viewed } = useSessionLinkStore.getState();
      // The link stays in the address until it is answered or left: a reload asks again.
      if (asked || viewed) return;
      const written = address.getState().value;
      const mine = useUserData.getState().persist ? undefined : sessionQuery(currentSession());
      if (written !== mine) address.getState().set(mine);
    };
    const takeIn = (query: string | undefined) => {
      const mine = currentSession();
      if (query === undefined || query === sessionQuery(mine)) return;
      const now = Date.now();
      const { session: link } = readSessionLink(new URLSearchParams(query), mine, now);
      if (sessionQuery(link) === sessionQuery(mine)) return follow();
      const conflict = conflictWith(link, mine, now);
      if (conflict) useSessionLinkStore.getState().ask(link, conflict);
      else openLinkAsMine(link);
    };
    takeIn(address.getState().value);
    follow();
    const stops = [
      address.subscribe((state) => takeIn(state.value)),
      useSessionStore.subscribe(follow),
      useFishingPowerStore.subscribe(follow),
      useUserData.subscribe(follow),
      useSessionLinkStore.subscribe(follow),
    ];
    return () => stops.forEach((stop) => stop());
  }, [hydrated, address]);
}
