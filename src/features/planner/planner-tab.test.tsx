import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useKeysStore } from '@/features/account/keys-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { emptyMarks } from '@/lib/progress/manual-marks';
import { accountAchievementFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

/** The whole app renders with lazy routes and every collection's assets: slow on a busy machine. */
const slow = { timeout: 15_000 };
const KRYTA_PLAN = '/launch/planner?scope=Krytan';

const selectMain = () =>
  useKeysStore.setState({
    keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
    selectedKey: 'Main',
  });
const serveAccount = (answer: () => Response | Promise<Response>) =>
  server.use(http.get(`${GW2_API}/v2/account/achievements`, answer));
const toBring = () => screen.findByRole('heading', { name: /^What to bring/ }, slow);

describe('PlannerTab progress', { timeout: 40_000 }, () => {
  beforeEach(() => {
    resetKeys();
    useMarksStore.setState({ ...emptyMarks });
  });

  it('without a key, marks fish by hand and says so', async () => {
    renderApp(KRYTA_PLAN);
    expect(await toBring()).toHaveTextContent('What to bring (21 fish to catch)');
    expect(screen.getByText(/Progress: your marks on this device/)).toBeInTheDocument();
    expect(screen.queryByText('Manual marks are paused')).not.toBeInTheDocument();
  });

  it('pauses marking while the key’s progress loads, as the region pages do', async () => {
    serveAccount(async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    });
    selectMain();
    renderApp(KRYTA_PLAN);
    await toBring();
    expect(screen.getByText('Manual marks are paused')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark .* caught$/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Progress: your marks on this device/)).not.toBeInTheDocument();
  });

  it('plans the avid round once Krytan Fisher is done', async () => {
    serveAccount(() =>
      HttpResponse.json([
        { id: 6068, done: true, current: 21, max: 21 },
        { id: 6263, done: false, current: 4, max: 21, bits: [0, 1, 2, 5] },
      ]),
    );
    selectMain();
    renderApp(KRYTA_PLAN);
    await waitFor(
      async () => expect(await toBring()).toHaveTextContent('What to bring (17 fish to catch)'),
      slow,
    );
  });

  it('says when a refresh failed and the progress shown is older', async () => {
    serveAccount(() => HttpResponse.json([accountAchievementFixture({ id: 6068, bits: [0] })]));
    selectMain();
    const { client } = renderApp(KRYTA_PLAN);
    await waitFor(
      async () => expect(await toBring()).toHaveTextContent('What to bring (20 fish to catch)'),
      slow,
    );
    serveAccount(() => HttpResponse.json({ text: 'down' }, { status: 503 }));
    await client.invalidateQueries({ queryKey: ['gw2', 'account'] });
    expect(await screen.findByText('Progress not refreshed', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/Still showing the progress loaded at/)).toBeInTheDocument();
    expect(await toBring()).toHaveTextContent('What to bring (20 fish to catch)');
  });
});
