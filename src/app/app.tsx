import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { HydrationGate, useHydrated } from '@/hooks/use-hydrated';
import { startStorageSync } from '@/lib/storage';
import { persistedStores } from './persisted-stores';
import type { PrerenderState } from './prerender/prerender-state';
import { AppProviders, createQueryClient } from './providers';
import { createRoutes } from './router';

/**
 * Loads the lazy route modules the current address needs, so the first render is the page itself
 * (as in the prerendered HTML), not a pending lazy route (which would render nothing). False when
 * one failed to load (e.g. a stale page after a redeploy): the router then shows the page's error.
 */
async function loadCurrentRoutes(routes: RouteObject[]): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loading = Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return loading.then(
    () => true,
    () => false,
  );
}

/** Text a player typed into a prerendered page's field before the app started. */
interface EarlyTyping {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
}

/** The fields of the prerendered page whose text differs from the page's own (typed into). */
function earlyTyping(root: HTMLElement): EarlyTyping[] {
  return Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  )
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

/**
 * Gives the app the text typed before it started: hydrating, React sets each field back to its
 * state's text, so the text is entered again as input the field's own handler reads.
 */
function replayTyping(typed: readonly EarlyTyping[]) {
  for (const { field, value } of typed) {
    if (!field.isConnected || field.value === value) continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

declare global {
  interface Window {
    /** Set by public/start-after-paint.js: the buttons pressed on the page before its code ran. */
    __takeEarlyPresses?: () => HTMLButtonElement[];
  }
}

/**
 * Presses again, in order, the buttons pressed before the app started (still on the page), once:
 * the list is emptied, so a second run of the effect presses nothing.
 */
function replayPresses(pressed: HTMLButtonElement[]) {
  for (const button of pressed.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}

/** What the player did on the prerendered page before the app started. */
interface EarlyInput {
  typed: readonly EarlyTyping[];
  pressed: HTMLButtonElement[];
}

/**
 * Marks `<html data-app-ready>` once the app is mounted, or hydrated and showing its live values:
 * the prerendered page looks the same before, but only now do its controls respond (browser tests
 * wait for it). Text typed and buttons pressed before then are handed to the app first.
 */
function ReadyMarker({ early }: { early: EarlyInput }) {
  const live = useHydrated();
  useEffect(() => {
    if (!live) return;
    replayTyping(early.typed);
    replayPresses(early.pressed);
    document.documentElement.dataset.appReady = '';
  }, [live, early]);
  return null;
}

/**
 * The app, ready to mount, and whether it hydrates the prerendered page. With the page's state,
 * the query cache starts with the assets the page was rendered with and the router with its
 * loaders' data, so hydration matches the HTML. Without it, or when the page's code failed to
 * load, the app renders from scratch.
 */
export async function createApp(prerendered: PrerenderState | undefined, root: HTMLElement) {
  const client = createQueryClient();
  const routes = createRoutes(client);
  if (prerendered) hydrate(client, prerendered.queries);
  const hydrates = (await loadCurrentRoutes(routes)) && prerendered !== undefined;
  const router = createBrowserRouter(
    routes,
    hydrates ? { hydrationData: { loaderData: prerendered.loaderData } } : undefined,
  );
  startStorageSync(persistedStores);
  // Read last, just before hydrating: the page has been usable for typing until now. A page
  // rendered from scratch replaces the buttons pressed, so those presses are dropped.
  const pressed = window.__takeEarlyPresses?.() ?? [];
  const early: EarlyInput = {
    typed: hydrates ? earlyTyping(root) : [],
    pressed: hydrates ? pressed : [],
  };
  return {
    hydrates,
    app: (
      <StrictMode>
        <HydrationGate hydrating={hydrates}>
          <AppProviders client={client}>
            <RouterProvider router={router} />
            <ReadyMarker early={early} />
          </AppProviders>
        </HydrationGate>
      </StrictMode>
    ),
  };
}
