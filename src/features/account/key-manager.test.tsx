import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPersistence } from '@/lib/storage/persistence';
import { TEST_API_KEY, tokenInfoFixture } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { useKeysStore } from './keys-store';
import { notificationTexts, resetKeys, serveTokenInfo } from '@/testing/key-helpers';

const OTHER_KEY = TEST_API_KEY.replace('F00DCAFE', '0BADBEEF');

async function openSettings() {
  const view = renderApp('/settings/general');
  const form = await screen.findByRole('form', { name: 'Add an API key' });
  const keyField = within(form).getByLabelText(/^API key/);
  const nickname = within(form).getByLabelText('Nickname (optional)');
  const add = within(form).getByRole('button', { name: 'Add' });
  return { ...view, form, keyField, nickname, add };
}

// Whole-app renders with lazy routes and many keystrokes: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('API key manager', () => {
  beforeEach(() => {
    resetKeys();
    setPersistence(false);
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps Add disabled until the key has a known format, without any request', async () => {
    const requests = serveTokenInfo();
    const { user, keyField, add } = await openSettings();
    expect(add).toBeDisabled();
    await user.type(keyField, 'not-a-key');
    expect(add).toBeDisabled();
    expect(await screen.findByText(/This is not a GW2 API key/)).toBeInTheDocument();
    await user.clear(keyField);
    await user.click(keyField);
    await user.paste(TEST_API_KEY);
    expect(add).toBeEnabled();
    expect(requests).toHaveLength(0);
  });

  it("adds a key under the key's own name, selects it, notifies and resets the form", async () => {
    const requests = serveTokenInfo(() =>
      HttpResponse.json(tokenInfoFixture({ name: 'Fishing key' })),
    );
    const { user, keyField, nickname, add } = await openSettings();
    await user.click(keyField);
    await user.paste(TEST_API_KEY);
    await user.click(add);

    const card = await screen.findByRole('button', { name: /^Fishing key, selected/ });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(keyField).toHaveValue('');
    expect(nickname).toHaveValue('');
    expect(useKeysStore.getState()).toMatchObject({
      selectedKey: 'Fishing key',
      keys: { 'Fishing key': { name: 'Fishing key', key: TEST_API_KEY, invalid: false } },
    });
    expect(notificationTexts()).toContain('API Key Selected Successfully');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('access_token')).toBe(TEST_API_KEY);
    expect(requests[0]?.searchParams.get('v')).toBeTruthy();
  });

  it('stores the key under the nickname when one is typed', async () => {
    serveTokenInfo();
    const { user, keyField, nickname, add } = await openSettings();
    await user.click(keyField);
    await user.paste(TEST_API_KEY);
    await user.type(nickname, '<b>Main</b>');
    await user.click(add);
    // Rendered as text, never as markup.
    expect(await screen.findByText('<b>Main</b>')).toBeInTheDocument();
    expect(useKeysStore.getState().selectedKey).toBe('<b>Main</b>');
  });

  it.each([
    [
      'lacks the progression permission',
      () => HttpResponse.json(tokenInfoFixture({ permissions: ['account'] })),
      /does not grant the "progression" permission/,
    ],
    [
      'is refused (401)',
      () => HttpResponse.json({ text: 'Invalid access token' }, { status: 401 }),
      /refused the key: it may be mistyped/,
    ],
    [
      'meets a server error (500)',
      () => HttpResponse.json({ text: 'oops' }, { status: 500 }),
      /having trouble; try again later/,
    ],
    [
      'gets malformed JSON',
      () => new HttpResponse('{"name": ', { headers: { 'Content-Type': 'application/json' } }),
      /could not be read/,
    ],
    ['cannot reach the API', () => HttpResponse.error(), /could not be reached/],
  ])('refuses a key that %s, keeps what was typed and says why', async (_, answer, reason) => {
    const errors = vi.spyOn(console, 'error');
    serveTokenInfo(answer);
    const { user, keyField, nickname, add } = await openSettings();
    await user.click(keyField);
    await user.paste(TEST_API_KEY);
    await user.type(nickname, 'Main');
    await user.click(add);

    expect(
      await screen.findByText('Key is invalid or does not grant correct permissions'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('alert')).not.toHaveTextContent(TEST_API_KEY);
    expect(keyField).toHaveValue(TEST_API_KEY);
    expect(nickname).toHaveValue('Main');
    expect(add).toBeEnabled();
    expect(useKeysStore.getState().keys).toEqual({});
    expect(notificationTexts()).toEqual(['API Key Failed Validation']);
    expect(errors.mock.calls.flat().join(' ')).not.toContain(TEST_API_KEY);
  });

  it('disables the form while the key is being checked', async () => {
    let answer: (value: Response) => void = () => {};
    serveTokenInfo(() => new Promise<Response>((resolve) => (answer = resolve)) as never);
    const { user, keyField, add } = await openSettings();
    await user.click(keyField);
    await user.paste(TEST_API_KEY);
    await user.click(add);
    await waitFor(() => expect(keyField).toBeDisabled());
    expect(add).toBeDisabled();
    answer(HttpResponse.json(tokenInfoFixture()));
    await waitFor(() => expect(keyField).toBeEnabled());
  });
});

describe('API key cards', () => {
  beforeEach(() => {
    resetKeys();
    useKeysStore.setState({
      keys: {
        Main: { name: 'Main', key: TEST_API_KEY, invalid: false },
        Alt: { name: 'Alt', key: OTHER_KEY, invalid: true },
      },
      selectedKey: 'Main',
    });
  });

  it('shows an invalid key in red as "Invalid Key: {name}"', async () => {
    renderApp('/settings/general');
    expect(await screen.findByText('Invalid Key: Alt')).toBeInTheDocument();
    expect(screen.getByText('Main')).toBeInTheDocument();
  });

  it('unselects the selected key when it is clicked', async () => {
    const { user } = renderApp('/settings/general');
    await user.click(await screen.findByRole('button', { name: /^Main, selected/ }));
    expect(useKeysStore.getState().selectedKey).toBeUndefined();
    expect(screen.getByRole('button', { name: /^Main\. Select/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('selects a key after re-testing it: valid again, the only selected one, notified', async () => {
    const requests = serveTokenInfo();
    const { user } = renderApp('/settings/general');
    await user.click(await screen.findByRole('button', { name: /^Invalid Key: Alt\. Select/ }));
    await screen.findByRole('button', { name: /^Alt, selected/ });
    expect(useKeysStore.getState().keys.Alt?.invalid).toBe(false);
    expect(useKeysStore.getState().selectedKey).toBe('Alt');
    expect(screen.getByRole('button', { name: /^Main\. Select/ })).toBeInTheDocument();
    expect(notificationTexts()).toEqual(['API Key Selected Successfully']);
    expect(requests.at(-1)?.searchParams.get('access_token')).toBe(OTHER_KEY);
  });

  it('marks a key invalid and leaves it unselected when its re-test fails', async () => {
    useKeysStore.setState({ selectedKey: undefined });
    serveTokenInfo(() => HttpResponse.json({ text: 'Invalid access token' }, { status: 401 }));
    const { user } = renderApp('/settings/general');
    await user.click(await screen.findByRole('button', { name: /^Main\. Select/ }));
    expect(await screen.findByText('Invalid Key: Main')).toBeInTheDocument();
    expect(screen.getByText(/refused the key: it may be mistyped/)).toBeInTheDocument();
    expect(useKeysStore.getState().selectedKey).toBeUndefined();
    expect(notificationTexts()).toEqual(['API Key Failed Validation']);
  });

  it('renames a key and keeps it selected; cancel and unchanged names change nothing', async () => {
    const { user } = renderApp('/settings/general');
    await user.click(await screen.findByRole('button', { name: 'Rename Main' }));
    const field = screen.getByLabelText('New name for Main');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Main' }));
    await user.clear(screen.getByLabelText('New name for Main'));
    expect(screen.getByText('A key needs a name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await user.type(screen.getByLabelText('New name for Main'), 'Alt');
    expect(screen.getByText('Another key already has this name')).toBeInTheDocument();
    // A name that is another key's only once cleaned as stored is refused in the form too.
    await user.clear(screen.getByLabelText('New name for Main'));
    await user.type(screen.getByLabelText('New name for Main'), '\u202EAlt');
    expect(screen.getByText('Another key already has this name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await user.clear(screen.getByLabelText('New name for Main'));
    await user.type(screen.getByLabelText('New name for Main'), 'Fishing{Enter}');

    expect(await screen.findByRole('button', { name: /^Fishing, selected/ })).toBeInTheDocument();
    expect(useKeysStore.getState().selectedKey).toBe('Fishing');
    expect(Object.keys(useKeysStore.getState().keys).sort()).toEqual(['Alt', 'Fishing']);
  });

  it('removes a key after confirmation and unselects it; cancel keeps it', async () => {
    const { user } = renderApp('/settings/general');
    await user.click(await screen.findByRole('button', { name: 'Remove Main' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useKeysStore.getState().keys.Main).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Remove Main' }));
    expect(screen.getByText(/Remove the key/)).toHaveTextContent('Remove the key Main?');
    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    expect(screen.queryByText('Main')).not.toBeInTheDocument();
    expect(useKeysStore.getState().selectedKey).toBeUndefined();
    expect(Object.keys(useKeysStore.getState().keys)).toEqual(['Alt']);
  });

  it('saves keys only while persistence is on', async () => {
    setPersistence(false);
    localStorage.clear();
    useKeysStore.getState().rename('Alt', 'Alt 2');
    expect(localStorage.getItem('tyria-fishing-companion:api-keys')).toBeNull();
    setPersistence(true);
    expect(localStorage.getItem('tyria-fishing-companion:api-keys')).toContain('Alt 2');
    setPersistence(false);
    expect(localStorage.getItem('tyria-fishing-companion:api-keys')).toBeNull();
  });
});

describe('start-up', () => {
  beforeEach(() => resetKeys());

  it('re-selects the previously selected key without a notification', async () => {
    useKeysStore.setState({
      keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: true } },
      selectedKey: 'Main',
    });
    const requests = serveTokenInfo();
    renderApp('/');
    await waitFor(() => expect(useKeysStore.getState().keys.Main?.invalid).toBe(false));
    expect(useKeysStore.getState().selectedKey).toBe('Main');
    expect(requests).toHaveLength(1);
    expect(notificationTexts()).toEqual([]);
  });

  it('unselects and marks invalid a previously selected key that no longer works', async () => {
    useKeysStore.setState({
      keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
      selectedKey: 'Main',
    });
    serveTokenInfo(() => HttpResponse.json(tokenInfoFixture({ permissions: ['account'] })));
    renderApp('/');
    await waitFor(() => expect(useKeysStore.getState().keys.Main?.invalid).toBe(true));
    expect(useKeysStore.getState().selectedKey).toBeUndefined();
  });

  it('does nothing without a selected key', async () => {
    useKeysStore.setState({ keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } } });
    const requests = serveTokenInfo();
    server.use(http.get(`${GW2_API}/v2/account/achievements`, () => HttpResponse.error()));
    renderApp('/');
    await screen.findByRole('link', { name: /Select A Region/i });
    expect(requests).toHaveLength(0);
  });
});
