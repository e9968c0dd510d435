import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useStore } from 'zustand';
import { describe, expect, it } from 'vitest';
import { useQueryParamState, type QueryParamStore } from './use-query-param-state';

type Store = QueryParamStore<string, { set: (value: string) => void }>;

describe('useQueryParamState', () => {
  it.each([
    { basename: undefined, entry: '/page' },
    // A language's pages: the router's basename is the language's prefix.
    { basename: '/de', entry: '/de/page' },
  ])('writes a change into the address (basename $basename)', async ({ basename, entry }) => {
    let store: Store | undefined;
    function Page() {
      store = useQueryParamState({
        parse: (params) => params.get('q') ?? '',
        serialize: (value, params) => {
          const next = new URLSearchParams(params);
          next.set('q', value);
          return next;
        },
        delayMs: 0,
        actions: (update) => ({ set: (value: string) => update(() => value) }),
      });
      return <p>{useStore(store, (state) => state.value)}</p>;
    }
    const router = createMemoryRouter([{ path: '/page', element: <Page /> }], {
      basename,
      initialEntries: [entry],
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(store).toBeDefined());
    act(() => store!.getState().set('carp'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=carp'));
    expect(router.state.location.pathname).toBe(entry);
  });
});
