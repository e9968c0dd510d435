import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// Lazy routes load modules on first render; on a busy 2-core CI machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs, which Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// As in the app once it is live: the persisted stores' checks are loaded (`loadSliceChecks`), so
// stores read, save and hold their caps at once. Tests that load a fresh copy of the storage
// module (`vi.resetModules`) load them themselves.
beforeAll(async () => {
  const { loadSliceChecks } = await import('@/lib/storage/persisted-store');
  await loadSliceChecks();
  // As the start-up does: export and import reach the stores a test has not created.
  const { registerStoreLoaders } = await import('@/lib/storage/slice-registry');
  const { storeLoaders } = await import('@/app/persisted-stores');
  registerStoreLoaders(storeLoaders);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
