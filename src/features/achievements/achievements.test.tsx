import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { assetPaths } from '@/config/asset-paths';
import { otherAchievementIndex } from '@/lib/catalog/catalog-index';
import { useMarksStore } from '@/features/progress/marks-store';
import { emptyMarks } from '@/lib/progress/manual-marks';
import { assetRequestUrl } from '@/testing/asset-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const saltwater = import.meta.glob<unknown>('/public/assets/Achievements/SaltwaterFisher.json', {
  eager: true,
  import: 'default',
});

// Two of World Class Fisher's fish (its bits), and Kryta completed twice (regional + avid).
const WORLD_CLASS_FISH = [96852, 96635];

afterEach(() => useMarksStore.setState({ ...emptyMarks }));

// The whole app renders (lazy routes, 16+ asset files): give a busy machine time.
describe('AchievementsTab', { timeout: 20_000 }, () => {
  it('shows a linked card with progress per other achievement', async () => {
    useMarksStore.setState({ acquired: WORLD_CLASS_FISH, completion: { Krytan: 2 } });
    renderApp('/launch/achievements');
    const worldClass = await screen.findByRole('link', { name: /^World Class Fisher/ });
    expect(worldClass).toHaveAttribute('href', '/achievement/WorldClassFisher');
    expect(await within(worldClass).findByText('2 / 14 done')).toBeInTheDocument();
    const bigReel = screen.getByRole('link', { name: /^Kind of a Big Reel/ });
    expect(await within(bigReel).findByText('2 / 5 done')).toBeInTheDocument();
    const cards = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/achievement/'));
    expect(cards).toHaveLength(otherAchievementIndex.length);
  });
});

// The whole app renders (lazy routes, 16+ asset files): give a busy machine time.
describe('AchievementPage', { timeout: 20_000 }, () => {
  it('shows the banner with its wiki link, progress, description, fish and children', async () => {
    useMarksStore.setState({ acquired: WORLD_CLASS_FISH, completion: {} });
    renderApp('/achievement/WorldClassFisher');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'World Class Fisher' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: /World Class Fisher on the Guild Wars 2 wiki/ }),
    ).toHaveAttribute('href', 'https://wiki.guildwars2.com/wiki/World_Class_Fisher');
    expect(await screen.findByText('2 / 14 items')).toBeInTheDocument();
    expect(
      screen.getByText(/catch 14 fish that live in waters all over the world/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fish (14)' })).toBeInTheDocument();
    expect(screen.getByText('Fangfish')).toBeInTheDocument();
    expect(screen.getAllByText('Caught')).toHaveLength(2);
    const children = screen.getByRole('list', { name: 'Child achievements (1)' });
    expect(within(children).getByRole('link', { name: 'Avid World Class Fisher' })).toHaveAttribute(
      'href',
      '/achievement/AvidWorldClassFisher',
    );
  });

  it('links a meta achievement to its regional collections', async () => {
    renderApp('/achievement/KindOfABigReel');
    const children = await screen.findByRole('list', { name: /Child achievements/ });
    expect(within(children).getByRole('link', { name: 'Krytan Fisher' })).toHaveAttribute(
      'href',
      '/region/Krytan',
    );
    expect(within(children).getByRole('link', { name: 'Avid Krytan Fisher' })).toBeInTheDocument();
    expect(screen.getByText('0 / 5 collections')).toBeInTheDocument();
  });

  it('strips game markup from the description', async () => {
    server.use(
      http.get(assetRequestUrl(assetPaths.otherAchievement('SaltwaterFisher')), () => {
        const real = saltwater['/public/assets/Achievements/SaltwaterFisher.json'] as object;
        return HttpResponse.json({
          ...real,
          description: 'Catch salty fish.<br><c=@flavor>The sea <img src=x> provides.</c>',
        });
      }),
    );
    renderApp('/achievement/SaltwaterFisher');
    expect(await screen.findByText('Catch salty fish.')).toBeInTheDocument();
    expect(screen.getByText('The sea <img src=x> provides.')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says so when the asset is malformed, naming the file in the console only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(assetRequestUrl(assetPaths.otherAchievement('WorldClassFisher')), () =>
        HttpResponse.json({ name: 'World Class Fisher' }),
      ),
    );
    renderApp('/achievement/WorldClassFisher');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A catalog file this page needs could not be read.');
    expect(alert).not.toHaveTextContent('WorldClassFisher.json');
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(/WorldClassFisher\.json: unexpected content/),
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'World Class Fisher' })).toBeVisible();
  });

  it.each([
    ['AquaticTrashCollector', 14, 'Pockmarked Vase', 'Tangled Net'],
    ['AquaticTreasureCollector', 7, 'Tarnished Brass Compass', 'Tarnished Silver Sextant'],
  ])('names every item of %s with the GW2 API down', async (key, count, first, last) => {
    // Icons are still asked for (the rarity-coloured placeholder stands in); names are bundled.
    server.use(http.get('https://api.guildwars2.com/v2/items', () => HttpResponse.error()));
    renderApp(`/achievement/${key}`);
    const heading = await screen.findByRole('heading', { name: `Items (${count})` });
    const section = heading.closest('section')!;
    expect(await within(section).findByText(first)).toBeVisible();
    expect(within(section).getByText(last)).toBeVisible();
    expect(within(section).queryByText(/^Item \d+$|Loading…/)).toBeNull();
  });
});
