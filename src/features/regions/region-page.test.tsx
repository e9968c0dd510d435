import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import krytanExtensionsJson from '../../../public/assets/Regions/Krytan/Krytan.ItemExtensions.json';
import krytanRegionJson from '../../../public/assets/Regions/Krytan/Krytan.Region.json';
import { assetPaths } from '@/config/asset-paths';
import { itemExtensionsSchema, regionSchema } from '@/lib/catalog/asset-schemas';
import { useMarksStore } from '@/features/progress/marks-store';
import { emptyMarks } from '@/lib/progress/manual-marks';
import { assetRequestUrl } from '@/testing/asset-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { forgetRegionFilters } from './filter-store';

const krytan = regionSchema.parse(krytanRegionJson);
const extensions = itemExtensionsSchema.parse(krytanExtensionsJson);
const krytanFish = krytan.fish.map((f) => ({ id: f.itemId, ...extensions[String(f.itemId)]! }));
const timeCount = (...times: string[]) =>
  krytanFish.filter((f) => times.includes(f.timeOfDay)).length;

const grid = () => screen.findByRole('group', { name: 'Fish of Kryta' });
/** Fish shown (a filtered-out fish's cell is `hidden`); a CSS query keeps slow CI machines fast. */
const shownFish = async () => (await grid()).querySelectorAll('[data-bit]:not([hidden])').length;
const filterButton = (name: RegExp) => screen.getByRole('button', { name });

// Lazy routes and the whole app render per test: slow on a busy 2-core machine.
describe('RegionPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useMarksStore.setState({ ...emptyMarks });
    forgetRegionFilters();
    // Only Date is faked: 01:00 UTC is Tyrian noon (day) on the Tyrian clock.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T01:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('places every fish by its bit in a 7-column grid', async () => {
    renderApp('/region/Krytan?auto=off');
    const cells = (await grid()).querySelectorAll<HTMLElement>('[data-bit]');
    expect(cells).toHaveLength(krytan.fish.length);
    for (const cell of cells) {
      const bit = Number(cell.dataset.bit);
      expect(cell.style.gridColumn).toMatch(new RegExp(`^${(bit % 7) + 1}( / auto)?$`));
      expect(cell.style.gridRow).toMatch(new RegExp(`^${Math.floor(bit / 7) + 1}( / auto)?$`));
    }
  });

  it('marks fish by click and keyboard, and resets the region when all are caught', async () => {
    const { user } = renderApp('/region/Krytan?auto=off');
    const [first, second, ...rest] = krytanFish;
    const firstButton = within(await grid()).getByRole('button', {
      name: `${first!.name}, not caught`,
    });
    await user.click(firstButton);
    expect(firstButton).toHaveAttribute('aria-pressed', 'true');
    expect(firstButton).toHaveAccessibleName(`${first!.name}, caught`);
    expect(screen.getByText(/Still to catch/)).toHaveTextContent(
      `Still to catch: ${krytanFish.length - 1}`,
    );

    const secondButton = within(await grid()).getByRole('button', {
      name: `${second!.name}, not caught`,
    });
    secondButton.focus();
    await user.keyboard('{Enter}');
    expect(secondButton).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(secondButton).toHaveAttribute('aria-pressed', 'false');

    // Mark all but the second one, then the last click completes the collection.
    useMarksStore.setState({ acquired: [first!.id, ...rest.map((f) => f.id)] });
    expect(await screen.findByText(/Still to catch/)).toHaveTextContent('Still to catch: 1');
    await user.click(secondButton);
    expect(within(await grid()).getAllByRole('button', { pressed: false })).toHaveLength(
      krytanFish.length,
    );
    expect(screen.getByText(/Completed:/)).toHaveTextContent('Completed: 1 time');
  });

  it('cycles a time button through included, exclusive and cleared, in the address too', async () => {
    const { user, router } = renderApp('/region/Krytan?auto=off');
    expect(await shownFish()).toBe(krytanFish.length);
    const time = screen.getByRole('group', { name: 'Time of day' });
    const night = () => within(time).getByRole('button', { name: /^\*?Night\*?, / });

    await user.click(night());
    await waitFor(() => expect(night()).toHaveAttribute('data-state', 'inclusive'));
    expect(night()).toHaveAccessibleName(/^Night, \d+ fish, included$/);
    await waitFor(() => expect(router.state.location.search).toBe('?time=NIGHT&auto=off'));
    expect(await shownFish()).toBe(timeCount('NIGHT', 'ANY'));

    await user.click(night());
    await waitFor(() => expect(night()).toHaveAttribute('data-state', 'exclusive'));
    expect(night()).toHaveAccessibleName(/^\*Night\*, \d+ fish, exclusive, exact matches only$/);
    await waitFor(() => expect(router.state.location.search).toBe('?xtime=NIGHT&auto=off'));
    expect(await shownFish()).toBe(timeCount('NIGHT'));

    await user.click(night());
    await waitFor(() => expect(night()).toHaveAttribute('data-state', 'cleared'));
    await waitFor(() => expect(router.state.location.search).toBe('?auto=off'));
    expect(await shownFish()).toBe(krytanFish.length);
  });

  it('explains a time button on hover and on keyboard focus; Escape dismisses it', async () => {
    const { user } = renderApp('/region/Krytan?auto=off');
    await grid();
    const night = filterButton(/^Night, /);
    await user.hover(night);
    // jsdom lays nothing out, so the tooltip counts its target as scrolled away (display: none).
    const tip = await screen.findByRole('tooltip', { hidden: true });
    expect(tip).toHaveTextContent('Night fish: bites at night, and at dusk and dawn.');
    expect(night).toHaveAccessibleDescription('Night fish: bites at night, and at dusk and dawn.');
    await user.unhover(night);
    await waitFor(() =>
      expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument(),
    );

    filterButton(/^Day, /).focus();
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Day fish: bites during the day, and at dusk and dawn.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument(),
    );
  });

  it("says what a fish's details button opens, and opens and closes its popover", async () => {
    const { user } = renderApp('/region/Krytan?auto=off');
    const fish = krytanFish[0]!;
    const detailsButton = async () =>
      within(await grid()).getByRole('button', { name: `Details of ${fish.name}` });
    // Before first use: the button says what it opens, and no popover (nor dialog) exists.
    expect(await detailsButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(await detailsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    await user.click(await detailsButton());
    // jsdom lays nothing out (the dropdown counts as scrolled away), so it is read from the DOM;
    // focus inside it and its return on Escape are checked in a real browser (e2e/region.spec.ts).
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog).toHaveAttribute('aria-labelledby', (await detailsButton()).id);
    expect(dialog).toHaveTextContent(fish.name);
    expect(await detailsButton()).toHaveAttribute('aria-expanded', 'true');

    await user.click(await detailsButton());
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(await detailsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows an address change from outside (Back, a shared link)', async () => {
    const { router } = renderApp('/region/Krytan?auto=off');
    expect(await shownFish()).toBe(krytanFish.length);
    await router.navigate('/region/Krytan?auto=off&xtime=NIGHT');
    await waitFor(async () => expect(await shownFish()).toBe(timeCount('NIGHT')));
  });

  it('shows filter counts and applies filters read from the address', async () => {
    const bait = krytanFish.find((f) => f.bait !== 'ANY')!.bait;
    renderApp(`/region/Krytan?auto=off&xbait=${bait}`);
    const exact = krytanFish.filter((f) => f.bait === bait).length;
    expect(await shownFish()).toBe(exact);
    expect(
      screen.getByRole('button', { name: new RegExp(`^\\*.+\\*, ${exact} fish, exclusive`) }),
    ).toBeInTheDocument();
    expect(filterButton(/^Day, /)).toHaveAccessibleName(
      `Day, ${krytanFish.filter((f) => f.bait === bait && ['DAY', 'ANY'].includes(f.timeOfDay)).length} fish`,
    );
  });

  it('auto filter shows only what bites now (day) and can be switched off', async () => {
    const { user, router } = renderApp('/region/Krytan');
    expect(await shownFish()).toBe(timeCount('DAY', 'ANY'));
    expect(screen.getByText(/Now Day: showing fish that bite now/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Auto filter' }));
    await waitFor(async () => expect(await shownFish()).toBe(krytanFish.length));
    await waitFor(() => expect(router.state.location.search).toBe('?auto=off'));
  });

  it('auto filter hides nothing at dusk', async () => {
    vi.setSystemTime(new Date('2026-11-22T01:42:00Z'));
    renderApp('/region/Krytan');
    expect(await shownFish()).toBe(krytanFish.length);
    expect(screen.getByText(/every fish can bite/)).toBeInTheDocument();
  });

  it('shows which file is missing instead of a blank page', async () => {
    server.use(
      http.get(assetRequestUrl(assetPaths.region('Orrian')), () =>
        HttpResponse.json({ text: 'not found' }, { status: 404 }),
      ),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/region/Orrian');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This region's data could not be loaded");
    // A sentence for the player; the file's address and the server's answer in the console.
    expect(alert).toHaveTextContent(
      'A catalog file this page needs is missing from this version of the site. Reloading fetches the current version.',
    );
    expect(alert).not.toHaveTextContent(/assets\/|404/);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        message:
          'Could not load the catalog file assets/Regions/Orrian/Orrian.Region.json: it does not exist (404).',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ruins of Orr' })).toBeInTheDocument();
  });

  it('says so when a file is malformed', async () => {
    server.use(
      http.get(assetRequestUrl(assetPaths.itemExtensions('Desert')), () =>
        HttpResponse.json({ 95584: { name: 'Royal Featherback', rarity: 'Shiny' } }),
      ),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/region/Desert');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A catalog file this page needs could not be read.',
    );
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(
          /Desert\.ItemExtensions\.json: unexpected content at 95584\.rarity/,
        ),
      }),
    );
  });
});
