import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { assetQuery, assets } from '@/data/asset-queries';
import { emptyRecord, writeCheckRecord } from '@/lib/live-catalog/check-record';
import { achievementFixture, itemFixture } from '@/testing/gw2-fixtures';
import {
  achievementGuard,
  achievementLoader,
  guidePageGuard,
  regionGuard,
  regionLoader,
} from './guards';

type Guard = (args: LoaderFunctionArgs) => unknown;

/** The redirect a guard throws, or null when it lets the route render. */
function landing(guard: Guard, params: Record<string, string>, url = 'http://localhost/') {
  try {
    guard({ params, request: new Request(url), context: {} } as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route guards', () => {
  it.each([
    ['Krytan', null],
    ['SeitungProvince', null],
    ['seitungprovince', '/region/SeitungProvince'],
    ['RINGOFFIRE', '/region/RingOfFire'],
    ['Atlantis', '/region'],
    ['', '/region'],
    ['Krytan Fisher', '/region'],
  ])('region %j → %j', (name, expected) => {
    expect(landing(regionGuard, { name })).toBe(expected);
  });

  it('keeps the filters when correcting the case of a region name', () => {
    const url = 'http://localhost/region/krytan?time=NIGHT&bait=LEECH';
    expect(landing(regionGuard, { name: 'krytan' }, url)).toBe(
      '/region/Krytan?time=NIGHT&bait=LEECH',
    );
  });

  it.each([
    ['WorldClassFisher', null],
    ['worldclassfisher', '/achievement/WorldClassFisher'],
    ['Krytan', '/achievement'],
    ['<script>', '/achievement'],
  ])('achievement %j → %j', (name, expected) => {
    expect(landing(achievementGuard, { name })).toBe(expected);
  });

  it.each([
    ['intro', null],
    ['local-storage', null],
    ['api-keys', null],
    ['nope', '/help/guide/intro'],
    ['INTRO', '/help/guide/intro'],
  ])('guide page %j → %j', (page, expected) => {
    expect(landing(guidePageGuard, { page })).toBe(expected);
  });
});

/** What an async loader resolves to, or the address of the redirect it throws. */
async function loaded(loader: Guard, params: Record<string, string>) {
  try {
    return await loader({
      params,
      request: new Request('http://localhost/'),
      context: {},
    } as LoaderFunctionArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route loaders', () => {
  it("start loading a region's fish and details before any component renders", async () => {
    const client = new QueryClient();
    expect(await loaded(regionLoader(client), { name: 'Krytan' })).toBeNull();
    const region = assetQuery(assets.region('Krytan'));
    const details = assetQuery(assets.itemExtensions('Krytan'));
    expect(client.getQueryState(region.queryKey)?.fetchStatus).toBe('fetching');
    expect(client.getQueryState(details.queryKey)?.fetchStatus).toBe('fetching');
    await waitFor(() => expect(client.getQueryData(region.queryKey)?.key).toBe('Krytan'));
    expect(Object.keys(client.getQueryData(details.queryKey) ?? {}).length).toBeGreaterThan(0);
  });

  it("start loading an achievement's file", async () => {
    const client = new QueryClient();
    expect(await loaded(achievementLoader(client), { name: 'WorldClassFisher' })).toBeNull();
    const query = assetQuery(assets.otherAchievement('WorldClassFisher'));
    expect(client.getQueryState(query.queryKey)?.fetchStatus).toBe('fetching');
  });

  it('load nothing for an address they redirect', async () => {
    const client = new QueryClient();
    expect(await loaded(regionLoader(client), { name: 'Atlantis' })).toBe('/region');
    expect(await loaded(regionLoader(client), { name: 'krytan' })).toBe('/region/Krytan');
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  describe('a collection the game added, on a reload of its page', () => {
    const ICON = 'https://render.guildwars2.com/file/fish.png';
    afterEach(() => window.localStorage.clear());
    const zephyr = achievementFixture({
      id: 9001,
      name: 'Zephyr Fisher',
      bits: [
        {
          type: 'Item',
          id: 99101,
          text: 'Found in the waters of the Zephyr Sanctum.<br>Fishing Hole: Offshore Fish<br>Favored Bait: Sardines<br>Time of Day: Dusk/Dawn',
        },
      ],
    });
    const game = {
      categoryIds: [9001],
      achievements: [zephyr],
      items: [{ ...itemFixture({ id: 99101, name: 'Windborne Herring' }), icon: ICON }],
    };

    it('opens from the last stored answer of the live check, without asking the game', async () => {
      writeCheckRecord({ ...emptyRecord, checkedAt: Date.now(), game });
      const client = new QueryClient();
      expect(await loaded(achievementLoader(client), { name: 'ZephyrFisher' })).toBeNull();
      const query = assetQuery(assets.otherAchievement('ZephyrFisher'));
      expect(client.getQueryData(query.queryKey)?.name).toBe('Zephyr Fisher');
    });

    it('goes to the list when no answer is stored, or the stored one lacks it', async () => {
      expect(await loaded(achievementLoader(new QueryClient()), { name: 'ZephyrFisher' })).toBe(
        '/achievement',
      );
      writeCheckRecord({ ...emptyRecord, checkedAt: Date.now(), game });
      expect(await loaded(achievementLoader(new QueryClient()), { name: 'CastoraFisher' })).toBe(
        '/achievement',
      );
    });
  });
});
