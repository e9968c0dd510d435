import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from 'zustand';
import { useSearchTextStore, useThrottledQuery } from './use-search-query';

/**
 * Renders the box's hooks and the query's hooks in two components on a memory router at
 * `initialPath`, the way the search tab does; `box()` and `query()` read their latest values.
 */
function setup(initialPath: string, addressDelayMs = 200, otherPageLoader?: () => Promise<null>) {
  let latestBox: { text: string; setText: (text: string) => void } | undefined;
  let latestQuery: string | undefined;
  let queryRenders = 0;
  function Probe() {
    const store = useSearchTextStore(addressDelayMs);
    return (
      <>
        <BoxProbe store={store} />
        <QueryProbe store={store} />
      </>
    );
  }
  function BoxProbe({ store }: { store: ReturnType<typeof useSearchTextStore> }) {
    latestBox = {
      text: useStore(store, (state) => state.value),
      setText: useStore(store, (state) => state.setText),
    };
    return null;
  }
  function QueryProbe({ store }: { store: ReturnType<typeof useSearchTextStore> }) {
    latestQuery = useThrottledQuery(store, 200);
    queryRenders++;
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/search', Component: Probe },
      { path: '/other', loader: otherPageLoader ?? (() => null), Component: () => null },
    ],
    {
      initialEntries: [initialPath],
    },
  );
  render(<RouterProvider router={router} />);
  const box = () => {
    if (!latestBox) throw new Error('The box has not rendered.');
    return latestBox;
  };
  return { router, box, query: () => latestQuery, queryRenders: () => queryRenders };
}

describe('useSearchTextStore and useThrottledQuery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from ?query=', () => {
    const { box, query } = setup('/search?query=lake');
    expect(box().text).toBe('lake');
    expect(query()).toBe('lake');
  });

  it('follows the text at most every 200 ms and replaces the history entry', () => {
    const { box, query, router } = setup('/search');
    act(() => box().setText('n'));
    expect(query()).toBe('n'); // leading edge
    act(() => box().setText('ni'));
    act(() => box().setText('nig'));
    act(() => vi.advanceTimersByTime(150));
    expect(box().text).toBe('nig');
    expect(query()).toBe('n');
    act(() => vi.advanceTimersByTime(60));
    expect(query()).toBe('nig');
    expect(router.state.location.search).toBe('?query=nig');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('re-renders the query side only when the query changes, not on every keystroke', () => {
    const { box, queryRenders } = setup('/search');
    const before = queryRenders();
    for (const text of ['n', 'ni', 'nig', 'nigh', 'night']) act(() => box().setText(text));
    // The leading edge's render only (a transition may render twice); the rest waits for the
    // throttle. Subscribed to the text, it would render once per keystroke (5).
    expect(queryRenders() - before).toBeLessThanOrEqual(2);
    act(() => vi.advanceTimersByTime(250));
    expect(queryRenders() - before).toBeLessThanOrEqual(4);
  });

  it('writes the address only once typing pauses for the address delay', () => {
    const { box, router } = setup('/search', 600);
    act(() => box().setText('n'));
    act(() => vi.advanceTimersByTime(400));
    act(() => box().setText('ni'));
    act(() => vi.advanceTimersByTime(400));
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(250));
    expect(router.state.location.search).toBe('?query=ni');
  });

  it('clears ?query= when the box is emptied', () => {
    const { box, router } = setup('/search?query=lake&other=1');
    act(() => box().setText(''));
    act(() => vi.advanceTimersByTime(250));
    expect(router.state.location.search).toBe('?other=1');
  });

  it('takes a query set from outside (a link, back / forward)', () => {
    const { box, query, router } = setup('/search?query=lake');
    act(() => void router.navigate('/search?query=night'));
    act(() => vi.advanceTimersByTime(250));
    expect(box().text).toBe('night');
    expect(query()).toBe('night');
    expect(router.state.location.search).toBe('?query=night');
  });

  it('drops a waiting address write when the player leaves for a page that is still loading', async () => {
    let finishLoading = () => {};
    const loading = new Promise<null>((resolve) => (finishLoading = () => resolve(null)));
    const { box, router } = setup('/search', 600, () => loading);
    act(() => box().setText('angelfin'));
    act(() => void router.navigate('/other'));
    act(() => vi.advanceTimersByTime(700)); // the write's time passes while /other loads
    await act(async () => finishLoading());
    expect(router.state.location.pathname).toBe('/other');
  });
});
