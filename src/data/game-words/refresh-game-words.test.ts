import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameWordsStorageKey } from '@/config/live-catalog';
import { readWordsRecord } from '@/lib/game-words/words-record';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { clearGameWords } from './game-words-store';
import { refreshGameWords } from './refresh-game-words';

const now = Date.UTC(2026, 10, 26, 12);

/** `/v2/achievements` holding its answer (a 503, as the API words it) until `release`. */
function slowFailingApi() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (asked = resolve));
  server.use(
    http.get(`${GW2_API}/v2/achievements`, async () => {
      asked();
      await held;
      return HttpResponse.json({ text: 'API not active' }, { status: 503 });
    }),
  );
  return { arrived, release };
}

beforeEach(() => {
  clearGameWords();
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('refreshGameWords', () => {
  it('(G6) records nothing when the page is left while the words load', async () => {
    const api = slowFailingApi();
    const leaving = new AbortController();
    const refreshed = refreshGameWords('de', { now, mayAsk: true, signal: leaving.signal });
    await api.arrived;
    leaving.abort();
    api.release();
    await refreshed;
    expect(window.localStorage.getItem(gameWordsStorageKey('de'))).toBeNull();
  });

  it('(E5) records nothing when leaving tears the fetch down before the page calls it off', async () => {
    let tearDown = () => undefined as void;
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise((_, reject) => {
          tearDown = () => reject(new TypeError('Failed to fetch'));
        }),
    );
    const leaving = new AbortController();
    const refreshed = refreshGameWords('de', { now, mayAsk: true, signal: leaving.signal });
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    // As Chromium leaves a page for an address typed: the fetch fails like offline and its
    // rejection runs on within the same task; only then does the page's pagehide call it off.
    tearDown();
    for (let turn = 0; turn < 200; turn += 1) await Promise.resolve();
    leaving.abort();
    await refreshed;
    expect(window.localStorage.getItem(gameWordsStorageKey('de'))).toBeNull();
  });

  it('(E5) still records a fetch that fails while the page stays as offline', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await refreshGameWords('de', { now, mayAsk: true, signal: new AbortController().signal });
    expect(readWordsRecord('de', now)).toMatchObject({ failedAt: now, failure: 'offline' });
  });

  it('(G8) records a failure by its kind, and the error itself in the console', async () => {
    const api = slowFailingApi();
    api.release();
    await refreshGameWords('de', { now, mayAsk: true });
    expect(readWordsRecord('de', now)).toMatchObject({ failedAt: now, failure: 'server' });
    expect(window.localStorage.getItem(gameWordsStorageKey('de'))).not.toMatch(/https?:|\/v2\//);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/words in de/),
      expect.objectContaining({ message: expect.stringContaining('/v2/achievements') }),
    );
  });

  it('(G6) asks the game at once when the stored check time is a year ahead', async () => {
    const year = 365 * 24 * 60 * 60_000;
    window.localStorage.setItem(
      gameWordsStorageKey('de'),
      JSON.stringify({
        version: 1,
        checkedAt: now + year,
        failedAt: null,
        failure: null,
        words: null,
      }),
    );
    const api = slowFailingApi();
    api.release();
    await refreshGameWords('de', { now, mayAsk: true });
    expect(readWordsRecord('de', now).failedAt).toBe(now);
  });
});
