import type { Permission } from '@gw2api/types/data/tokeninfo';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectKey } from '@/features/account/key-actions';
import { useKeysStore } from '@/features/account/keys-store';
import { accountFixture, TEST_API_KEY, tokenInfoFixture } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { renderInLanguage } from '@/testing/render-in-language';
import { MissingExpansionBadge } from './missing-expansion-badge';

const NO_POF = accountFixture({
  access: ['GuildWars2', 'HeartOfThorns', 'EndOfDragons', 'SecretsOfTheObscure', 'JanthirWilds'],
});
const POF_MARK = 'Needs Path of Fire — not on this account';

/** A key selected and checked (its permissions from `/v2/tokeninfo`), `/v2/account` recorded. */
async function selectCheckedKey(permissions: Permission[], account: () => Response) {
  const asked: URL[] = [];
  server.use(
    http.get(`${GW2_API}/v2/tokeninfo`, () => HttpResponse.json(tokenInfoFixture({ permissions }))),
    http.get(`${GW2_API}/v2/account`, ({ request }) => {
      asked.push(new URL(request.url));
      return account();
    }),
  );
  useKeysStore.setState({ keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } } });
  await selectKey('Main', { notify: false });
  return asked;
}

const card = (name: RegExp) => screen.findByRole('link', { name });

// The whole app renders (lazy routes, 16+ asset files): give a busy machine time.
describe('the region list’s reach marks', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // 2026-07-30: no Path of Fire region is a daily, so each is in the list once.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-30T12:00:00Z') });
    resetKeys();
  });
  afterEach(() => vi.useRealTimers());

  it('marks the regions of an expansion the account lacks, and hides none', async () => {
    const asked = await selectCheckedKey(['account', 'progression'], () =>
      HttpResponse.json(NO_POF),
    );
    renderApp('/launch/regions');
    const desert = await card(/^Crystal Desert\b/);
    expect(await within(desert).findByText(POF_MARK)).toBeInTheDocument();
    expect(within(await card(/^Desert Isles\b/)).getByText(POF_MARK)).toBeInTheDocument();
    expect(within(await card(/^Kryta\b/)).queryByText(/not on this account/)).toBeNull();
    expect(within(await card(/^New Kaineng City\b/)).queryByText(/Needs/)).toBeNull();
    expect(screen.getAllByText(/not on this account/)).toHaveLength(2);
    expect(asked).toHaveLength(1);
  });

  it.each<[string, Permission[], () => Response]>([
    ['a key without the account permission', ['progression'], () => HttpResponse.json(NO_POF)],
    [
      'an account answer that failed',
      ['account', 'progression'],
      () => HttpResponse.json({ text: 'busy' }, { status: 503 }),
    ],
  ])('marks nothing with %s', async (_, permissions, answer) => {
    const asked = await selectCheckedKey(permissions, answer);
    renderApp('/launch/regions');
    await card(/^Crystal Desert\b/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/not on this account/)).toBeNull();
    expect(asked.length > 0).toBe(permissions.includes('account'));
  });
});

describe('MissingExpansionBadge', () => {
  it.each([
    ['de', 'Desert', 'Benötigt Path of Fire – nicht auf diesem Konto'],
    ['en', 'SeitungProvince', 'Needs End of Dragons — not on this account'],
  ] as const)('in %s names the expansion %s needs', async (locale, regionKey, text) => {
    await renderInLanguage(locale, <MissingExpansionBadge regionKey={regionKey} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
