import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeysStore } from '@/features/account/keys-store';
import { accountAchievementFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const lazyRoute = { timeout: 5000 };
const KRYTAN_FISHER = 6068;
const AVID_KRYTAN_FISHER = 6263;

/** Answers the request asking Krytan Fisher (ids come in chunks) with `answer`, the others with none. */
const serveAccount = (answer: unknown[]) =>
  server.use(
    http.get(`${GW2_API}/v2/account/achievements`, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
      return HttpResponse.json(ids.includes(String(KRYTAN_FISHER)) ? answer : []);
    }),
  );
const selectMain = () =>
  useKeysStore.setState({
    keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
    selectedKey: 'Main',
  });
const section = () =>
  screen.findByRole('region', { name: "Left out of your account's answer" }, lazyRoute);
const lines = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AccountLeftOutEntries', { timeout: 20_000 }, () => {
  afterEach(() => {
    resetKeys();
    window.localStorage.clear();
  });

  it('names each entry left out of the account’s answer on /help/data, and why', async () => {
    serveAccount([
      accountAchievementFixture({ id: KRYTAN_FISHER, bits: [0, -1] }),
      accountAchievementFixture({ id: AVID_KRYTAN_FISHER, repeated: 2.5 }),
      accountAchievementFixture({ id: 1 }),
      accountAchievementFixture({ id: 6110, bits: [1] }),
      accountAchievementFixture({ id: 6110, bits: [2] }),
    ]);
    selectMain();
    renderApp('/help/data');
    expect(lines(await section())).toEqual([
      'Achievement 6068 — unexpected: collection items.',
      'Achievement 6263 — unexpected: repeated.',
      'Achievement 1 — unexpected: id.',
      'Achievement 6110 came more than once; no copy was used.',
    ]);
  });

  it('lists twenty and counts the rest', async () => {
    serveAccount(Array.from({ length: 1050 }, (_, id) => accountAchievementFixture({ id })));
    selectMain();
    renderApp('/help/data');
    const listed = lines(await section());
    expect(listed).toHaveLength(21);
    expect(listed.at(-1)).toBe('And 1,030 more entries.');
  });

  it('shows nothing without a key, or when the answer had nothing to leave out', async () => {
    renderApp('/help/data');
    await screen.findByRole('heading', { level: 1, name: 'Catalog data' }, lazyRoute);
    expect(screen.queryByRole('region', { name: /your account/ })).toBeNull();
  });
});
