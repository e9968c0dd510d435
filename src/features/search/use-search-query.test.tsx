import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchQuery } from './use-search-query';

/** Renders the hook on a memory router at `initialPath`; `hook()` reads its latest value. */
function setup(initialPath: string) {
  let latest: ReturnType<typeof useSearchQuery> | undefined;
  function Probe() {
    latest = useSearchQuery(200);
    return null;
  }
  const router = createMemoryRouter([{ path: '/search', Component: Probe }], {
    initialEntries: [initialPath],
  });
  render(<RouterProvider router={router} />);
  const hook = () => {
    if (!latest) throw new Error('The hook has not rendered.');
    return latest;
  };
  return { router, hook };
}

describe('useSearchQuery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from ?query=', () => {
    const { hook } = setup('/search?query=lake');
    expect(hook().text).toBe('lake');
    expect(hook().query).toBe('lake');
  });

  it('follows the text at most every 200 ms and replaces the history entry', () => {
    const { hook, router } = setup('/search');
    act(() => hook().setText('n'));
    expect(hook().query).toBe('n'); // leading edge
    act(() => hook().setText('ni'));
    act(() => hook().setText('nig'));
    act(() => vi.advanceTimersByTime(150));
    expect(hook().text).toBe('nig');
    expect(hook().query).toBe('n');
    act(() => vi.advanceTimersByTime(60));
    expect(hook().query).toBe('nig');
    expect(router.state.location.search).toBe('?query=nig');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('clears ?query= when the box is emptied', () => {
    const { hook, router } = setup('/search?query=lake&other=1');
    act(() => hook().setText(''));
    act(() => vi.advanceTimersByTime(250));
    expect(router.state.location.search).toBe('?other=1');
  });

  it('takes a query set from outside (a link, back / forward)', () => {
    const { hook, router } = setup('/search?query=lake');
    act(() => void router.navigate('/search?query=night'));
    act(() => vi.advanceTimersByTime(250));
    expect(hook().text).toBe('night');
    expect(hook().query).toBe('night');
    expect(router.state.location.search).toBe('?query=night');
  });
});
