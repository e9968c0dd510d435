import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import krytanExtensionsJson from '../../../public/assets/Regions/Krytan/Krytan.ItemExtensions.json';
import krytanRegionJson from '../../../public/assets/Regions/Krytan/Krytan.Region.json';
import { useKeysStore } from '@/features/account/keys-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { emptyMarks } from '@/lib/progress/manual-marks';
import { accountAchievementFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { forgetRegionFilters } from './filter-store';
import { forgetFishView } from './fish-view-store';

const byBit = [...krytanRegionJson.fish].sort((a, b) => a.bitIndex - b.bitIndex);
const fishName = (bit: number) =>
  (krytanExtensionsJson as Record<string, { name: string }>)[String(byBit[bit]!.itemId)]!.name;
const bait = Object.values(krytanExtensionsJson as Record<string, { bait: string }>).find(
  (fish) => fish.bait !== 'ANY',
)!.bait;

/** A busy shared machine may take seconds to load the page's chunk and assets. */
const slow = { timeout: 10_000 };
/** The summary's first line, e.g. "Available now: 13 of 19 missing". */
const available = () => screen.getByText(/^Available now:/);
const grid = (name = 'Fish of Kryta') => screen.findByRole('group', { name }, slow);
const shownIds = async (name?: string) =>
  [...(await grid(name)).querySelectorAll<HTMLElement>('[data-bit]:not([hidden])')].map((cell) =>
    Number(cell.dataset.itemId),
  );

// Lazy routes and the whole app render per test: slow on a busy 2-core machine.
describe('Region page progress and kept filters', { timeout: 30_000 }, () => {
  // The phone list is a lazily loaded chunk: transformed once here, so a test's wait for the
  // list covers its render, not a first transform on a busy machine (CI once took over 10 s).
  beforeAll(() => import('./fish-list'), 60_000);

  beforeEach(() => {
    resetKeys();
    forgetRegionFilters();
    forgetFishView();
    useMarksStore.setState({ ...emptyMarks });
  });

  it('"show only missing" makes the summary count the fish it shows, of the missing ones', async () => {
    useMarksStore.setState({ acquired: [byBit[0]!.itemId, byBit[1]!.itemId], completion: {} });
    const { user } = renderApp('/region/Krytan?auto=off');
    await grid();
    expect(available()).toHaveTextContent(`Available now: ${byBit.length} of ${byBit.length}`);
    expect(available()).not.toHaveTextContent('missing');
    await user.click(screen.getByRole('switch', { name: 'Show only missing' }));
    const missing = byBit.length - 2;
    await waitFor(async () => expect(await shownIds()).toHaveLength(missing));
    expect(available()).toHaveTextContent(`Available now: ${missing} of ${missing} missing`);

    // Marking one more hides it and counts it out at once; the switch off counts all again.
    await user.click(screen.getByRole('button', { name: `${fishName(2)}, not caught` }));
    await waitFor(() =>
      expect(available()).toHaveTextContent(
        `Available now: ${missing - 1} of ${missing - 1} missing`,
      ),
    );
    await user.click(screen.getByRole('switch', { name: 'Show only missing' }));
    await waitFor(() => expect(available()).toHaveTextContent(/^Available now: \d+ of \d+$/));
    expect(available()).toHaveTextContent(`Available now: ${byBit.length} of ${byBit.length}`);
  });

  it('with a time filter and "only missing", counts what both leave shown', async () => {
    const night = byBit.filter((fish) => {
      const time = (krytanExtensionsJson as Record<string, { timeOfDay: string }>)[
        String(fish.itemId)
      ]!.timeOfDay;
      return time === 'NIGHT' || time === 'ANY';
    });
    useMarksStore.setState({ acquired: [night[0]!.itemId], completion: {} });
    renderApp('/region/Krytan?time=NIGHT&missing=1');
    await waitFor(async () => expect(await shownIds()).toHaveLength(night.length - 1), slow);
    expect(available()).toHaveTextContent(
      `Available now: ${night.length - 1} of ${byBit.length - 1} missing`,
    );
  });

  it('keeps the grid / list choice on a region change', async () => {
    const { user, router } = renderApp('/region/Krytan?auto=off');
    await grid();
    const view = () => screen.getByRole('radiogroup', { name: 'Show the fish as' });
    await user.click(within(view()).getByRole('radio', { name: 'List' }));
    expect(await screen.findByRole('list', { name: 'Fish of Kryta' }, slow)).toBeInTheDocument();
    await router.navigate('/region/Orrian');
    expect(
      await screen.findByRole('list', { name: 'Fish of Ruins of Orr' }, slow),
    ).toBeInTheDocument();
    expect(within(view()).getByRole('radio', { name: 'List' })).toBeChecked();

    await user.click(within(view()).getByRole('radio', { name: 'Grid' }));
    await router.navigate('/region/Krytan');
    await grid();
    expect(within(view()).getByRole('radio', { name: 'Grid' })).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Fish of Kryta' })).toBeNull();
  });

  it('"show only missing" hides the caught fish and lives in the address', async () => {
    useMarksStore.setState({ acquired: [byBit[0]!.itemId], completion: {} });
    const { user, router } = renderApp('/region/Krytan?auto=off');
    expect(await shownIds()).toHaveLength(byBit.length);
    await user.click(screen.getByRole('switch', { name: 'Show only missing' }));
    await waitFor(async () => expect(await shownIds()).toHaveLength(byBit.length - 1));
    expect(await shownIds()).not.toContain(byBit[0]!.itemId);
    await waitFor(() => expect(router.state.location.search).toBe('?auto=off&missing=1'));

    // Marking another fish hides it at once.
    await user.click(screen.getByRole('button', { name: `${fishName(1)}, not caught` }));
    await waitFor(async () => expect(await shownIds()).toHaveLength(byBit.length - 2));
  });

  it('opens with "show only missing" from a shared address', async () => {
    useMarksStore.setState({ acquired: [byBit[2]!.itemId], completion: {} });
    renderApp('/region/Krytan?auto=off&missing=1');
    await waitFor(async () => expect(await shownIds()).toHaveLength(byBit.length - 1), slow);
    expect(screen.getByRole('switch', { name: 'Show only missing' })).toBeChecked();
  });

  it('keeps the time filter, the auto switch and "only missing" on a region change; resets bait', async () => {
    const { router } = renderApp(`/region/Krytan?xtime=NIGHT&bait=${bait}&auto=off&missing=1`);
    await grid();
    await router.navigate('/region/Orrian');
    await grid('Fish of Ruins of Orr');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?xtime=NIGHT&auto=off&missing=1'),
    );
    const time = screen.getByRole('group', { name: 'Time of day' });
    expect(within(time).getByRole('button', { name: /^\*Night\*, / })).toHaveAttribute(
      'data-state',
      'exclusive',
    );
    expect(screen.getByRole('switch', { name: /auto/i })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show only missing' })).toBeChecked();
    const baits = screen.getByRole('group', { name: 'Bait' });
    for (const button of within(baits).queryAllByRole('button'))
      expect(button).toHaveAttribute('data-state', 'cleared');
  });

  it('a region opened from an address with its own time filter follows the address', async () => {
    const { router } = renderApp('/region/Krytan?time=NIGHT');
    await grid();
    await router.navigate('/region/Orrian?time=DAY');
    await grid('Fish of Ruins of Orr');
    const time = screen.getByRole('group', { name: 'Time of day' });
    expect(within(time).getByRole('button', { name: /^Day, / })).toHaveAttribute(
      'data-state',
      'inclusive',
    );
    expect(within(time).getByRole('button', { name: /^Night, / })).toHaveAttribute(
      'data-state',
      'cleared',
    );
  });

  it('with a key, marking is paused and explained; the hidden marks never change', async () => {
    server.use(
      http.get(`${GW2_API}/v2/account/achievements`, () =>
        HttpResponse.json([accountAchievementFixture({ id: 6068, done: false, bits: [0] })]),
      ),
    );
    useMarksStore.setState({ acquired: [byBit[3]!.itemId], completion: {} });
    useKeysStore.setState({
      keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
      selectedKey: 'Main',
    });
    const { user } = renderApp('/region/Krytan?auto=off');
    const caught = await screen.findByRole('button', { name: `${fishName(0)}, caught` }, slow);
    expect(screen.getByRole('note')).toHaveTextContent('manual marks are paused');
    const other = screen.getByRole('button', { name: `${fishName(1)}, not caught` });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    expect(other).toHaveAccessibleDescription(/Progress comes from your API key “Main”/);
    await user.click(other);
    await user.click(caught);
    expect(other).toHaveAttribute('aria-pressed', 'false');
    expect(caught).toHaveAttribute('aria-pressed', 'true');
    expect(useMarksStore.getState().acquired).toEqual([byBit[3]!.itemId]);
  });

  const selectMain = () =>
    useKeysStore.setState({
      keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
      selectedKey: 'Main',
    });
  const serveAccount = (answer: () => Response) =>
    server.use(http.get(`${GW2_API}/v2/account/achievements`, answer));

  it('with a key past Krytan Fisher, shows the avid round: its fish and its count', async () => {
    // As the live API answers: the finished base collection without bits, the avid round's bits.
    serveAccount(() =>
      HttpResponse.json([
        { id: 6068, done: true, current: 21, max: 21 },
        { id: 6263, done: false, current: 4, max: 21, bits: [0, 1, 2, 5] },
      ]),
    );
    selectMain();
    renderApp('/region/Krytan?auto=off');
    const section = await screen.findByRole('region', { name: 'Fish' }, slow);
    await waitFor(() => expect(section).toHaveTextContent('Still to catch: 17'), slow);
    expect(section).toHaveTextContent('Collecting: Avid Krytan Fisher');
    expect(section).toHaveTextContent('Completed: 1 time');
    for (const bit of [0, 1, 2, 5])
      expect(screen.getByRole('button', { name: `${fishName(bit)}, caught` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${fishName(3)}, not caught` })).toBeInTheDocument();
  });

  it('keeps the progress when a refresh fails, says since when, and retries', async () => {
    serveAccount(() => HttpResponse.json([accountAchievementFixture({ id: 6068, bits: [0] })]));
    selectMain();
    const { user, client } = renderApp('/region/Krytan?auto=off');
    await screen.findByRole('button', { name: `${fishName(0)}, caught` }, slow);
    expect(screen.queryByText('Progress not refreshed')).not.toBeInTheDocument();

    serveAccount(() => HttpResponse.json({ text: 'down' }, { status: 503 }));
    await client.invalidateQueries({ queryKey: ['gw2', 'account'] });
    const note = (await screen.findByText('Progress not refreshed', {}, slow)).closest(
      '[role="note"]',
    ) as HTMLElement;
    expect(note).toHaveTextContent(/having trouble; try again later/);
    expect(note).toHaveTextContent(/Still showing the progress loaded at \d\d:\d\d/);
    expect(screen.getByRole('button', { name: `${fishName(0)}, caught` })).toBeInTheDocument();

    serveAccount(() => HttpResponse.json([accountAchievementFixture({ id: 6068, bits: [0, 1] })]));
    await user.click(within(note).getByRole('button', { name: 'Retry now' }));
    await screen.findByRole('button', { name: `${fishName(1)}, caught` }, slow);
    expect(screen.queryByText('Progress not refreshed')).not.toBeInTheDocument();
  });

  it('without a key there is no note and marking works', async () => {
    const { user } = renderApp('/region/Krytan?auto=off');
    const first = await screen.findByRole('button', { name: `${fishName(0)}, not caught` });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(first);
    expect(useMarksStore.getState().acquired).toEqual([byBit[0]!.itemId]);
  });
});
