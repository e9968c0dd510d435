import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPEN_ALERT } from '@/lib/notifications/alert-clicks';

// The worker's precaching and routing are Workbox's: here only its listeners are run.
vi.mock('workbox-core', () => ({ clientsClaim: vi.fn() }));
vi.mock('workbox-precaching', () => ({
  cleanupOutdatedCaches: vi.fn(),
  matchPrecache: vi.fn(),
  precacheAndRoute: vi.fn(),
}));
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));

const site = 'https://fish.example';

/** An open tab of the site as the worker sees it, its focus and messages spied on. */
const tab = (url: string, visibilityState = 'hidden') => ({
  url: `${site}${url}`,
  visibilityState,
  focus: vi.fn(() => Promise.resolve()),
  postMessage: vi.fn(),
});
type Tab = ReturnType<typeof tab>;

/** The worker's global scope: the listeners it adds, and the tabs it finds open. */
const listeners = new Map<string, (event: unknown) => void>();
const openTabs: Tab[] = [];
const openWindow = vi.fn(() => Promise.resolve(undefined));
const workerScope = {
  __WB_MANIFEST: [],
  __TFC_PAGES: { version: 'test', pages: { en: [], de: [], fr: [], es: [] } },
  location: new URL(site),
  clients: { matchAll: () => Promise.resolve(openTabs), openWindow },
  skipWaiting: vi.fn(),
  addEventListener: (type: string, listener: (event: unknown) => void) =>
    listeners.set(type, listener),
};

/** Clicks a notification raised with `data`; resolves once the worker's work for it is done. */
async function click(data: unknown) {
  const close = vi.fn();
  let work: Promise<unknown> = Promise.resolve();
  listeners.get('notificationclick')!({
    notification: { data, close },
    waitUntil: (promise: Promise<unknown>) => (work = promise),
  });
  await work;
  return { close };
}

describe('the service worker on a notification click', () => {
  beforeAll(async () => {
    vi.stubGlobal('self', workerScope);
    await import('./sw');
  });
  // The listeners read the scope when they run.
  afterAll(() => vi.unstubAllGlobals());

  it('brings forward the tab that raised the alert and tells it which page to open', async () => {
    openTabs.splice(0, openTabs.length, tab('/help', 'visible'), tab('/de/launch/session?x=1'));
    const { close } = await click({ url: '/de/launch/session', from: openTabs[1]!.url });
    expect(close).toHaveBeenCalled();
    expect(openTabs[1]!.focus).toHaveBeenCalled();
    expect(openTabs[1]!.postMessage).toHaveBeenCalledWith({
      type: OPEN_ALERT,
      url: '/de/launch/session',
    });
    expect(openTabs[0]!.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("opens the alert's page in a new window when no tab is open", async () => {
    openTabs.splice(0, openTabs.length);
    await click({ url: '/launch/regions', from: `${site}/launch/regions` });
    expect(openWindow).toHaveBeenCalledWith('/launch/regions');
  });

  it("only closes a notification that is not one of the app's alerts", async () => {
    openWindow.mockClear();
    openTabs.splice(0, openTabs.length, tab('/help'));
    const { close } = await click({ something: 'else' });
    expect(close).toHaveBeenCalled();
    expect(openTabs[0]!.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });
});
