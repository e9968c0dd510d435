import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { useKeysStore } from '@/features/account/keys-store';
import { PageLanguageProvider, sourceLanguage } from '@/lib/i18n/page-language';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { accountAchievementFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { notificationTexts, resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { CatchLog } from './catch-log';
import { useCatchLogStore } from './catch-log-store';

/** Krytan Fisher (6068): its first bits are Krytan Crawfish, Delavan Guppy, Steelhead Trout. */
const krytan = (bits: number[]) => [accountAchievementFixture({ id: 6068, bits })];
const ACCOUNT_QUERY = { queryKey: ['gw2', 'account'] };
const slow = { timeout: 10_000 };

/** The app's query defaults (docs/account.md "Account progress"), without retries. */
const queryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
const Providers = ({ client, children }: { client: QueryClient; children: ReactNode }) => (
  <MantineProvider env="test">
    <PageLanguageProvider language={sourceLanguage}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </PageLanguageProvider>
  </MantineProvider>
);

const serveAccount = (answer: () => Response) =>
  server.use(http.get(`${GW2_API}/v2/account/achievements`, answer));
const selectMain = () =>
  useKeysStore.setState({
    keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
    selectedKey: 'Main',
  });

/**
 * Renders the log before the session starts, waits for the account's first answer, then starts
 * the session at that answer's time (so it is the baseline).
 */
async function renderStartedLog() {
  const client = queryClient();
  const onPlanRest = vi.fn();
  const ui = (startedAt: number | undefined) => (
    <Providers client={client}>
      <CatchLog startedAt={startedAt} onPlanRest={onPlanRest} />
    </Providers>
  );
  const view = render(ui(undefined));
  await screen.findByText(/Once the session starts/);
  const firstAnswerAt = () =>
    client.getQueryState([...ACCOUNT_QUERY.queryKey, 'achievements', TEST_API_KEY])?.dataUpdatedAt;
  await waitFor(() => expect(firstAnswerAt()).toBeGreaterThan(0));
  const startedAt = firstAnswerAt() ?? 0;
  view.rerender(ui(startedAt));
  await screen.findByRole('heading', { name: 'Caught this session: 0' });
  await waitFor(() => expect(useCatchLogStore.getState().log?.baseline?.at).toBe(startedAt));
  return { client, onPlanRest };
}

const heading = () => screen.findByRole('heading', { name: /^Caught this session/ }, slow);
const logItems = () => within(screen.getByRole('list')).getAllByRole('listitem');

/** A started log that has caught Delavan Guppy since the start. */
async function renderLogWithOneFish() {
  serveAccount(() => HttpResponse.json(krytan([0])));
  selectMain();
  const view = await renderStartedLog();
  serveAccount(() => HttpResponse.json(krytan([0, 1])));
  await act(() => view.client.refetchQueries(ACCOUNT_QUERY));
  expect(await heading()).toHaveTextContent('Caught this session: 1');
  return view;
}

describe('CatchLog', () => {
  beforeEach(() => {
    resetKeys();
    useCatchLogStore.setState({ log: undefined });
  });

  it('without a key, says what a key adds and still plans the rest', async () => {
    const client = queryClient();
    const onPlanRest = vi.fn();
    render(
      <Providers client={client}>
        <CatchLog startedAt={Date.now()} onPlanRest={onPlanRest} />
      </Providers>,
    );
    expect(screen.getByText(/With an API key that has the progression permission/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Plan the rest from now' }));
    expect(onPlanRest).toHaveBeenCalledOnce();
  });

  it('lists two fish caught after the start once the account is asked again', async () => {
    serveAccount(() => HttpResponse.json(krytan([0])));
    selectMain();
    const { client } = await renderStartedLog();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    serveAccount(() => HttpResponse.json(krytan([0, 1, 2])));
    await act(() => client.refetchQueries(ACCOUNT_QUERY));
    expect(await heading()).toHaveTextContent('Caught this session: 2');
    expect(logItems().map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Delavan Guppy — seen at \d/),
      expect.stringMatching(/^Steelhead Trout — seen at \d/),
    ]);
  });

  it('keeps the log and says so when a refresh fails', async () => {
    const { client } = await renderLogWithOneFish();

    serveAccount(() => HttpResponse.json({ text: 'down' }, { status: 503 }));
    await act(() => client.refetchQueries(ACCOUNT_QUERY));
    expect(
      await screen.findByText(
        /^Your account could not be asked again: the log shows what it said at \d/,
        {},
        slow,
      ),
    ).toBeVisible();
    expect(await heading()).toHaveTextContent('Caught this session: 1');
    expect(logItems()[0]).toHaveTextContent(/^Delavan Guppy — seen at/);
  });

  it('stops and says so when the API refuses the key, keeping what was logged', async () => {
    const { client } = await renderLogWithOneFish();

    serveAccount(() => HttpResponse.json({ text: 'Invalid access token' }, { status: 401 }));
    await act(() => client.refetchQueries(ACCOUNT_QUERY));
    expect(await screen.findByText(/The GW2 API refused the key "Main"/, {}, slow)).toBeVisible();
    expect(useKeysStore.getState().selectedKey).toBeUndefined();
    expect(notificationTexts()).toContain(sourceI18n._('API Key Failed Validation'));
    expect(logItems()[0]).toHaveTextContent(/^Delavan Guppy/);
  });
});
