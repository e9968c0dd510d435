import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import worldClassJson from '../../../public/assets/Achievements/WorldClassFisher.json';
import trashJson from '../../../public/assets/Achievements/AquaticTrashCollector.json';
import { useKeysStore } from '@/features/account/keys-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { emptyMarks } from '@/lib/progress/manual-marks';
import { accountAchievementFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const bitIds = (achievement: { bits: { id: number; index: number }[] }) =>
  [...achievement.bits].sort((a, b) => a.index - b.index).map((bit) => bit.id);
const worldClass = bitIds(worldClassJson);
const trash = bitIds(trashJson);
const name = (id: number) =>
  (worldClassJson.items as Record<string, { name: string }>)[String(id)]!.name;

const items = () => screen.findByRole('heading', { name: /^(Fish|Items) \(/ });
const toggles = (word: 'Caught' | 'Missing') =>
  screen.queryAllByRole('button', { name: new RegExp(`: ${word}$`) });

function selectKeyWithProgress(entries: ReturnType<typeof accountAchievementFixture>[]) {
  server.use(http.get(`${GW2_API}/v2/account/achievements`, () => HttpResponse.json(entries)));
  useKeysStore.setState({
    keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
    selectedKey: 'Main',
  });
}

// The whole app renders (lazy routes, asset files): give a busy machine time.
describe('Achievement page progress', { timeout: 20_000 }, () => {
  beforeEach(() => resetKeys());
  afterEach(() => useMarksStore.setState({ ...emptyMarks }));

  it('shows each fish caught or missing from the marks, and marks one by hand', async () => {
    useMarksStore.setState({ acquired: [worldClass[0]!], completion: {} });
    const { user } = renderApp('/achievement/WorldClassFisher');
    await items();
    expect(toggles('Caught').map((b) => b.getAttribute('aria-label'))).toEqual([
      `${name(worldClass[0]!)}: Caught`,
    ]);
    expect(toggles('Missing')).toHaveLength(13);

    await user.click(screen.getByRole('button', { name: `${name(worldClass[1]!)}: Missing` }));
    expect(screen.getByRole('button', { name: `${name(worldClass[1]!)}: Caught` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(useMarksStore.getState().acquired).toEqual([worldClass[0], worldClass[1]]);
    expect(screen.getByText('2 / 14 items')).toBeInTheDocument();
  });

  it('with a key, names the children done and how often an avid one was completed', async () => {
    // As the live API answers: Krytan Fisher done without bits, its avid version twice done and
    // in a third round.
    selectKeyWithProgress([
      { id: 6068, done: true, current: 21, max: 21 },
      accountAchievementFixture({ id: 6263, done: true, repeated: 2, bits: [0, 1] }),
    ]);
    renderApp('/achievement/KindOfABigReel');
    const children = await screen.findByRole('list', { name: /^Child achievements/ });
    await waitFor(() =>
      expect(
        within(children)
          .getByText(/^Avid Krytan Fisher/)
          .closest('li'),
      ).toHaveTextContent('Avid Krytan Fisher — completed 2×'),
    );
    expect(
      within(children)
        .getByText(/^Krytan Fisher/)
        .closest('li'),
    ).toHaveTextContent('Krytan Fisher — done');
    expect(
      within(children)
        .getByText(/^Ascalonian Fisher/)
        .closest('li'),
    ).toHaveTextContent(/^Ascalonian Fisher$/);
  });

  it('with a key, shows an avid collection’s current round and how often it was completed', async () => {
    selectKeyWithProgress([
      { id: 6224, done: true },
      accountAchievementFixture({ id: 6110, done: true, repeated: 1, bits: [0, 3] }),
    ]);
    renderApp('/achievement/AvidWorldClassFisher');
    await items();
    await waitFor(() => expect(toggles('Caught')).toHaveLength(2));
    expect(screen.getByText('2 / 14 items')).toBeInTheDocument();
    expect(screen.getByText(/^Completed 1 time/)).toBeInTheDocument();
  });

  it('resets the collection and counts a completion when its last item is marked', async () => {
    const others = trash.slice(1);
    useMarksStore.setState({ acquired: others, completion: {} });
    const { user } = renderApp('/achievement/AquaticTrashCollector');
    await items();
    expect(toggles('Missing')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /: Missing$/ }));
    await waitFor(() => expect(toggles('Missing')).toHaveLength(trash.length));
    expect(useMarksStore.getState()).toMatchObject({
      acquired: [],
      completion: { AquaticTrashCollector: 1 },
    });
    expect(screen.getByText('Completed 1 time (marked by hand)')).toBeInTheDocument();
  });

  it('counts a collection completed by hand in the metas that need it', async () => {
    useMarksStore.setState({ acquired: [], completion: { WorldClassFisher: 1, Krytan: 1 } });
    renderApp('/achievement/KindOfABigReel');
    expect(await screen.findByText('2 / 5 collections')).toBeInTheDocument();
  });

  it('with a key shows the account’s caught fish and pauses marking, saying why', async () => {
    useMarksStore.setState({ acquired: [worldClass[5]!], completion: {} });
    selectKeyWithProgress([accountAchievementFixture({ id: 6224, done: false, bits: [0, 3] })]);
    const { user } = renderApp('/achievement/WorldClassFisher');
    await items();
    await waitFor(() =>
      expect(toggles('Caught').map((b) => b.getAttribute('aria-label'))).toEqual([
        `${name(worldClass[0]!)}: Caught`,
        `${name(worldClass[3]!)}: Caught`,
      ]),
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Progress comes from your API key “Main” — manual marks are paused',
    );
    expect(within(note).getByRole('link', { name: /unselect the key/ })).toHaveAttribute(
      'href',
      '/settings/general',
    );

    const missing = screen.getByRole('button', { name: `${name(worldClass[1]!)}: Missing` });
    expect(missing).toHaveAttribute('aria-disabled', 'true');
    expect(missing).toHaveAccessibleDescription(/manual marks are paused/);
    await user.click(missing);
    expect(missing).toHaveAttribute('aria-pressed', 'false');
    expect(useMarksStore.getState().acquired).toEqual([worldClass[5]]);
  });

  it('a done achievement shows every item caught', async () => {
    selectKeyWithProgress([accountAchievementFixture({ id: 6439, done: true, bits: [] })]);
    renderApp('/achievement/AquaticTrashCollector');
    await items();
    await waitFor(() => expect(toggles('Caught')).toHaveLength(trash.length));
  });

  it('"show only missing" hides the caught items and lives in the address', async () => {
    useMarksStore.setState({ acquired: worldClass.slice(0, 3), completion: {} });
    const { user, router } = renderApp('/achievement/WorldClassFisher');
    await items();
    const onlyMissing = screen.getByRole('switch', { name: 'Show only missing' });
    expect(onlyMissing).not.toBeChecked();
    await user.click(onlyMissing);
    expect(onlyMissing).toBeChecked();
    expect(toggles('Caught')).toHaveLength(0);
    expect(toggles('Missing')).toHaveLength(11);
    await waitFor(() => expect(router.state.location.search).toBe('?missing=1'));

    await user.click(onlyMissing);
    expect(toggles('Caught')).toHaveLength(3);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens with "show only missing" from the address and says when nothing is missing', async () => {
    useMarksStore.setState({ acquired: worldClass, completion: {} });
    renderApp('/achievement/AvidWorldClassFisher?missing=1');
    await items();
    expect(screen.getByRole('switch', { name: 'Show only missing' })).toBeChecked();
    expect(screen.getByText(/Nothing missing/)).toBeInTheDocument();
    expect(toggles('Caught')).toHaveLength(0);
  });
});
