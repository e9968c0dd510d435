import type { AccountAccess } from '@gw2api/types/data/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { rememberPermissions, useKeyPermissionsStore } from './key-permissions';
import { useKeysStore } from './keys-store';
import { missingRegionKeys, useMissingRegionKeys, useRegionReach } from './region-reach';

const CORE: AccountAccess[] = ['GuildWars2'];
const NO_POF: AccountAccess[] = [
  'GuildWars2',
  'HeartOfThorns',
  'EndOfDragons',
  'SecretsOfTheObscure',
  'JanthirWilds',
];

describe('missingRegionKeys', () => {
  const keys = ['Krytan', 'Desert', 'DesertIsles', 'Kaineng', 'Castora'];
  it.each([
    ['no answer', undefined, []],
    ['the core game', CORE, ['Desert', 'DesertIsles', 'Kaineng']],
    ['all but Path of Fire', NO_POF, ['Desert', 'DesertIsles']],
    ['free to play', ['PlayForFree'], ['Desert', 'DesertIsles', 'Kaineng']],
    ['every expansion', [...NO_POF, 'PathOfFire'], []],
  ] as const)('with %s misses %j', (_, access, missing) => {
    expect([...missingRegionKeys(keys, access)]).toEqual(missing);
  });
});

function selectKey(permissions?: string[]) {
  useKeysStore.setState({
    keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
    selectedKey: 'Main',
  });
  if (permissions) rememberPermissions(TEST_API_KEY, permissions);
}

function serveAccess(answer: () => Response) {
  const requests: URL[] = [];
  server.use(
    http.get(`${GW2_API}/v2/account`, ({ request }) => {
      requests.push(new URL(request.url));
      return answer();
    }),
  );
  return requests;
}

function renderReach() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const reach = useRegionReach();
      return { desert: reach('Desert'), krytan: reach('Krytan'), missing: useMissingRegionKeys() };
    },
    { wrapper },
  );
}

describe('useRegionReach and useMissingRegionKeys', () => {
  beforeEach(() => {
    resetKeys();
    useKeyPermissionsStore.setState({ byKey: {} });
  });

  it.each([
    ['no key', undefined],
    ['a key not checked yet', null],
    ['a key without the account permission', ['progression']],
  ] as const)('with %s asks nothing and misses nothing', async (_, permissions) => {
    const requests = serveAccess(() => HttpResponse.json(accountFixture({ access: CORE })));
    if (permissions !== undefined) selectKey(permissions ? [...permissions] : undefined);
    const { result } = renderReach();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toEqual({ desert: 'unknown', krytan: 'reachable', missing: new Set() });
    expect(requests).toEqual([]);
  });

  it('marks the regions of an expansion the account lacks once /v2/account answers', async () => {
    const requests = serveAccess(() => HttpResponse.json(accountFixture({ access: NO_POF })));
    selectKey(['account', 'progression']);
    const { result } = renderReach();
    expect(result.current.desert).toBe('unknown');
    await waitFor(() => expect(result.current.desert).toBe('missing'));
    expect(result.current.missing).toEqual(new Set(['Desert', 'DesertIsles']));
    expect(requests.map((url) => url.searchParams.get('access_token'))).toEqual([TEST_API_KEY]);
  });

  it('stays unknown when the answer fails', async () => {
    const requests = serveAccess(() => HttpResponse.json({ text: 'busy' }, { status: 503 }));
    selectKey(['account']);
    const { result } = renderReach();
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.desert).toBe('unknown');
    expect(result.current.missing).toEqual(new Set());
  });

  it('fails the key’s check when /v2/account refuses it', async () => {
    serveAccess(() => HttpResponse.json({ text: 'Invalid access token' }, { status: 401 }));
    selectKey(['account']);
    renderReach();
    await waitFor(() => expect(useKeysStore.getState().keys.Main?.invalid).toBe(true));
    expect(useKeysStore.getState().selectedKey).toBeUndefined();
  });
});
