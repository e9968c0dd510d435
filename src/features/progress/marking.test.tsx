import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useKeysStore } from '@/features/account/keys-store';
import type { Locale } from '@/config/locales';
import { TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderInLanguage } from '@/testing/render-in-language';
import { MarkingPausedNote, useMarking } from './marking';
import { setMarkingPause } from './marking-pause-store';
import { useMarksStore } from './marks-store';

const FISH = [1, 2];

/** A fish toggle as the screens wire it: the hook's state, its aria and its toggle. */
function Toggle() {
  const { canMark, toggleAria, toggle } = useMarking();
  const caught = useMarksStore((state) => state.acquired.includes(1));
  return (
    <button
      type="button"
      aria-pressed={caught}
      data-can-mark={canMark}
      {...toggleAria}
      onClick={() => toggle('Test', 1, FISH)}
    >
      Fish 1
    </button>
  );
}

function renderMarking(locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInLanguage(
    locale,
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MarkingPausedNote />
        <Toggle />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The key "Main" selected, its progress still loading: marking is paused. */
function selectLoadingKey() {
  server.use(
    http.get(`${GW2_API}/v2/account/achievements`, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  );
  useKeysStore.setState({
    keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
    selectedKey: 'Main',
  });
}

describe('marking by hand', () => {
  beforeEach(() => {
    resetKeys();
    setMarkingPause(undefined);
    useMarksStore.setState({ acquired: [], completion: {} });
  });

  it('without a key, the toggle marks and no note shows', async () => {
    await renderMarking();
    const toggle = screen.getByRole('button', { name: 'Fish 1' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(toggle).not.toHaveAttribute('aria-disabled');
    await act(() => toggle.click());
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('with a key, the note says why, the toggle points to it and the store refuses the press', async () => {
    selectLoadingKey();
    await renderMarking();
    const toggle = screen.getByRole('button', { name: 'Fish 1' });
    expect(screen.getByRole('note')).toHaveTextContent('Manual marks are paused');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAccessibleDescription(/Progress comes from your API key “Main”/);
    await act(() => toggle.click());
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(useMarksStore.getState().acquired).toEqual([]);
  });

  it('works again once the key is unselected', async () => {
    selectLoadingKey();
    await renderMarking();
    act(() => useKeysStore.setState({ selectedKey: undefined }));
    const toggle = screen.getByRole('button', { name: 'Fish 1' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('data-can-mark', 'true');
    await act(() => toggle.click());
    expect(useMarksStore.getState().acquired).toEqual([1]);
  });

  it('says it in the page’s language', async () => {
    selectLoadingKey();
    await renderMarking('de');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Manuelle Markierungen sind pausiert');
    expect(note).toHaveTextContent('Der Fortschritt kommt von deinem API-Schlüssel „Main“');
    expect(screen.getByRole('link', { name: /Einstellungen/ })).toHaveAttribute(
      'href',
      '/settings/general',
    );
  });
});
