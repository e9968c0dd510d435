import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import krytanExtensionsJson from '../../../public/assets/Regions/Krytan/Krytan.ItemExtensions.json';
import krytanRegionJson from '../../../public/assets/Regions/Krytan/Krytan.Region.json';
import { useKeysStore } from '@/features/account';
import { useMarksStore } from '@/features/progress';
import { emptyMarks } from '@/lib/progress';
import { accountAchievementFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { forgetRegionFilters } from './filter-store';

const byBit = [...krytanRegionJson.fish].sort((a, b) => a.bitIndex - b.bitIndex);
const fishName = (bit: number) =>
  (krytanExtensionsJson as Record<string, { name: string }>)[String(byBit[bit]!.itemId)]!.name;
const bait = Object.values(krytanExtensionsJson as Record<string, { bait: string }>).find(
  (fish) => fish.bait !== 'ANY',
)!.bait;

/** A busy shared machine may take seconds to load the page's chunk and assets. */
const slow = { timeout: 10_000 };
const grid = (name = 'Fish of Kryta') => screen.findByRole('group', { name }, slow);
const shownIds = async (name?: string) =>
  [...(await grid(name)).querySelectorAll<HTMLElement>('[data-bit]:not([hidden])')].map((cell) =>
    Number(cell.dataset.itemId),
  );

// Lazy routes and the whole app render per test: slow on a busy 2-core machine.
describe('Region page progress and kept filters', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetKeys();
    forgetRegionFilters();
    useMarksStore.setState({ ...emptyMarks });
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

  it('without a key there is no note and marking works', async () => {
    const { user } = renderApp('/region/Krytan?auto=off');
    const first = await screen.findByRole('button', { name: `${fishName(0)}, not caught` });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(first);
    expect(useMarksStore.getState().acquired).toEqual([byBit[0]!.itemId]);
  });
});
