import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetPaths } from '@/config/asset-paths';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import { useKeysStore } from '@/features/account/keys-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { emptyMarks } from '@/lib/progress/manual-marks';
import { assetRequestUrl } from '@/testing/asset-handlers';
import { TEST_API_KEY, accountAchievementFixture } from '@/testing/gw2-fixtures';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

// Two fish of Kryta (item ids from its Region asset).
const KRYTAN_FISH = [95961, 96032];

// The whole app renders (lazy routes, 16+ asset files): give a busy machine time.
describe('RegionsTab', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Only Date is faked, so MSW and React keep their timers. 2026-07-29 → "Daily End of Dragons Fisher".
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-29T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    useMarksStore.setState({ ...emptyMarks });
    useKeysStore.setState({ keys: {}, selectedKey: undefined });
  });

  it('shows a linked card per region with fishing power, caught / total and badges', async () => {
    useMarksStore.setState({ acquired: KRYTAN_FISH, completion: { Krytan: 3 } });
    renderApp('/launch/regions');
    const kryta = await screen.findByRole('link', { name: /^Kryta\b/ });
    expect(kryta).toHaveAttribute('href', '/region/Krytan');
    // Completed by hand three times: the avid round, with the fish marked since.
    expect(
      await within(kryta).findByText('Avid round · 2 / 21 · completed 3×'),
    ).toBeInTheDocument();
    expect(within(kryta).getByText('Fishing power: 450')).toBeInTheDocument();
    expect(within(kryta).getByText('Krytan Fisher done')).toBeInTheDocument();
    expect(within(kryta).getByText('Avid × 2')).toBeInTheDocument();
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/region/'));
    expect(links).toHaveLength(regionIndex.length);
  });

  it("puts today's daily regions in the daily box, labelled DAILY, and not again below", async () => {
    renderApp('/launch/regions');
    const box = await screen.findByRole('region', { name: "Today's fishing daily" });
    expect(within(box).getByText('Daily End of Dragons Fisher')).toBeInTheDocument();
    expect(within(box).getByText(/follows the game's fixed 8-day rotation/)).toBeInTheDocument();
    expect(box).not.toHaveTextContent(/Orrian/);
    expect(within(box).queryByText(/Done today|Not done yet/)).toBeNull();
    for (const name of [
      'Seitung Province',
      'New Kaineng City',
      'The Echovald Wilds',
      "Dragon's End",
    ]) {
      const card = await within(box).findByRole('link', { name: new RegExp(name) });
      expect(within(card).getByText('Daily')).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: /Seitung Province/ })).toHaveLength(1);
    expect(within(screen.getByRole('link', { name: /^Kryta\b/ })).queryByText('Daily')).toBeNull();
  });

  it("with a key, says the game's API does not report dailies, and asks it nothing about them", async () => {
    useKeysStore.setState({
      keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
      selectedKey: 'Main',
    });
    const asked: number[] = [];
    server.use(
      http.get('https://api.guildwars2.com/v2/account/achievements', ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids') ?? '';
        asked.push(...ids.split(',').map(Number));
        return HttpResponse.json([accountAchievementFixture({ id: 6068, bits: [0] })]);
      }),
    );
    renderApp('/launch/regions');
    const box = await screen.findByRole('region', { name: "Today's fishing daily" });
    expect(within(box).getByText(/API does not report daily achievements/)).toBeInTheDocument();
    // The account's progress loads (Kryta's card counts its fish) …
    const kryta = await screen.findByRole('link', { name: /^Kryta\b/ });
    expect(await within(kryta).findByText('1 / 21 fish caught')).toBeInTheDocument();
    // … and only the catalog's achievements were asked: no daily, no "done today".
    const catalog = new Set([
      ...regionIndex.flatMap((region) => region.achievementIds),
      ...otherAchievementIndex.map((achievement) => achievement.id),
    ]);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((id) => !catalog.has(id))).toEqual([]);
    expect(within(box).queryByText(/Done today|Not done yet/)).toBeNull();
  });

  it('names a daily that has no region here', async () => {
    vi.setSystemTime(new Date('2026-07-30T01:00:00Z')); // "Daily Heart of Maguuma Fisher"
    renderApp('/launch/regions');
    const box = await screen.findByRole('region', { name: "Today's fishing daily" });
    expect(within(box).getByText('Daily Heart of Maguuma Fisher')).toBeInTheDocument();
    expect(box).toHaveTextContent('no region of its own on this site');
    expect(within(box).queryAllByRole('link')).toHaveLength(0);
  });

  it('says in a sentence that a region file failed (which one in the console) and still shows the others', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(assetRequestUrl(assetPaths.region('Castora')), () =>
        HttpResponse.json({ text: 'not found' }, { status: 404 }),
      ),
    );
    renderApp('/launch/regions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A catalog file this page needs is missing');
    expect(alert).not.toHaveTextContent('Castora.Region.json');
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringContaining('assets/Regions/Castora/Castora.Region.json'),
      }),
    );
    const kryta = screen.getByRole('link', { name: /^Kryta\b/ });
    expect(await within(kryta).findByText('0 / 21 fish caught')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Castora/ })).toHaveAttribute(
      'href',
      '/region/Castora',
    );
  });
});
