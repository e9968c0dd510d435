import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useKeysStore } from '@/features/account/keys-store';
import type { Locale } from '@/config/locales';
import { useStorageNotices } from '@/lib/storage/storage-notices';
import { accountAchievementFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderInLanguage } from '@/testing/render-in-language';
import { MarkingPausedNote, useMarking } from './marking';
import { toggleUnlessPaused } from './marking-pause';
import { useMarksStore } from './marks-store';
import { useProgress } from './use-progress';

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

/** Reads the progress as every marking screen does: it asks for the key's progress. */
function ProgressSource() {
  return <p>Source: {useProgress().source}</p>;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderMarking(locale: Locale = 'en', { withNote = true } = {}) {
  return renderInLanguage(
    locale,
    <QueryClientProvider client={newClient()}>
      <MemoryRouter>
        <ProgressSource />
        {withNote && <MarkingPausedNote />}
        <Toggle />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const selectMain = () =>
  useKeysStore.setState({
    keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
    selectedKey: 'Main',
  });

/** Serves the key's progress: Krytan Fisher's (6068) first bit. */
const serveProgress = (
  answer = () => HttpResponse.json([accountAchievementFixture({ id: 6068, bits: [0] })]),
) => server.use(http.get(`${GW2_API}/v2/account/achievements`, answer));

/** The key "Main" selected, its progress still loading: marking is paused. */
function selectLoadingKey() {
  server.use(
    http.get(`${GW2_API}/v2/account/achievements`, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  );
  selectMain();
}

describe('marking by hand', () => {
  beforeEach(() => {
    resetKeys();
    useMarksStore.setState({ acquired: [], completion: {} });
    useStorageNotices.setState({ notices: [] });
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

  it('pauses without the note on the screen: the pause follows the key, no view sets it', async () => {
    selectLoadingKey();
    await renderMarking('en', { withNote: false });
    const toggle = screen.getByRole('button', { name: 'Fish 1' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await act(() => toggle.click());
    expect(useMarksStore.getState().acquired).toEqual([]);
  });

  it('stays paused once the key’s progress shows, and says whose', async () => {
    serveProgress();
    selectMain();
    await renderMarking();
    await screen.findByText('Source: account');
    expect(screen.getByRole('note')).toHaveTextContent('your API key “Main”');
    expect(screen.getByRole('button', { name: 'Fish 1' })).toHaveAttribute(
      'data-can-mark',
      'false',
    );
  });

  it('works when the key’s first load failed and the marks show', async () => {
    serveProgress(() => HttpResponse.json({ text: 'down' }, { status: 503 }));
    selectMain();
    await renderMarking();
    const toggle = screen.getByRole('button', { name: 'Fish 1' });
    expect(toggle).toHaveAttribute('data-can-mark', 'false');
    await waitFor(() => expect(toggle).toHaveAttribute('data-can-mark', 'true'), { timeout: 5000 });
    expect(screen.getByText('Source: manual')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
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

describe('toggleUnlessPaused', () => {
  /** Region "Test": fish 1, 2 and 3; a mark of all three completes it. */
  const FISH_OF_TEST = [1, 2, 3];
  const press = (client: QueryClient, itemId: number) =>
    toggleUnlessPaused(client, 'Test', itemId, FISH_OF_TEST);
  const marks = () => {
    const { acquired, completion } = useMarksStore.getState();
    return { acquired, completion };
  };

  beforeEach(() => {
    resetKeys();
    useMarksStore.setState({ acquired: [], completion: {} });
    useStorageNotices.setState({ notices: [] });
  });

  it('refuses the last fish while a key’s progress loads: the collection is neither reset nor counted', () => {
    const client = newClient();
    useMarksStore.setState({ acquired: [1, 2] });
    selectMain();
    expect(press(client, 3)).toEqual({ reason: 'paused', keyName: 'Main' });
    expect(marks()).toEqual({ acquired: [1, 2], completion: {} });

    useKeysStore.setState({ selectedKey: undefined });
    expect(press(client, 3)).toBeUndefined();
    expect(marks()).toEqual({ acquired: [], completion: { Test: 1 } });
  });

  it('at the cap and paused, says paused and raises no cap notice', () => {
    const client = newClient();
    useMarksStore.setState({ acquired: Array.from({ length: 2000 }, (_, i) => 10 + i) });
    selectMain();
    expect(press(client, 1)).toEqual({ reason: 'paused', keyName: 'Main' });
    expect(useStorageNotices.getState().notices).toEqual([]);

    useKeysStore.setState({ selectedKey: undefined });
    expect(press(client, 1)).toEqual({ slice: 'marks', max: 2000 });
    expect(useMarksStore.getState().acquired).toHaveLength(2000);
  });
});
