import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { runLiveCheck, refreshGameWords } = vi.hoisted(() => ({
  runLiveCheck: vi.fn(() => Promise.resolve()),
  refreshGameWords: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/data/live-catalog/run-live-check', () => ({
  runLiveCheck,
  browserOnline: () => true,
}));
vi.mock('@/data/game-words/refresh-game-words', () => ({ refreshGameWords }));

/** A fresh start-up (not live yet) and its scheduler: `when-live` holds one promise per module. */
async function freshStart() {
  vi.resetModules();
  const { setLive } = await import('./when-live');
  const { scheduleLiveCheck } = await import('./schedule-live-check');
  return { setLive, scheduleLiveCheck };
}

/** Settles the promises waiting in line, then lets the idle fallback's second pass. */
async function waitIdle() {
  await vi.advanceTimersByTimeAsync(1000);
}

describe('scheduleLiveCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    runLiveCheck.mockClear();
    refreshGameWords.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('runs the live check only once whenLive has resolved, then when idle', async () => {
    const { setLive, scheduleLiveCheck } = await freshStart();
    const client = new QueryClient();
    const cancel = scheduleLiveCheck(client, 'en');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runLiveCheck).not.toHaveBeenCalled();

    setLive();
    await vi.advanceTimersByTimeAsync(0);
    expect(runLiveCheck).not.toHaveBeenCalled();
    await waitIdle();
    expect(runLiveCheck).toHaveBeenCalledTimes(1);
    expect(runLiveCheck).toHaveBeenCalledWith(client, expect.objectContaining({ mayAsk: true }));
    expect(refreshGameWords).not.toHaveBeenCalled();
    cancel();
  });

  it('runs at once when idle if the app is already live (a language switch)', async () => {
    const { setLive, scheduleLiveCheck } = await freshStart();
    setLive();
    const cancel = scheduleLiveCheck(new QueryClient(), 'en');
    await waitIdle();
    expect(runLiveCheck).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('runs nothing when cancelled before the app is live', async () => {
    const { setLive, scheduleLiveCheck } = await freshStart();
    scheduleLiveCheck(new QueryClient(), 'de')();
    setLive();
    await waitIdle();
    expect(runLiveCheck).not.toHaveBeenCalled();
    expect(refreshGameWords).not.toHaveBeenCalled();
  });

  it('asks for the game words of a translated page after the check, in its language', async () => {
    const { setLive, scheduleLiveCheck } = await freshStart();
    const cancel = scheduleLiveCheck(new QueryClient(), 'de');
    setLive();
    await waitIdle();
    await vi.waitFor(() => expect(refreshGameWords).toHaveBeenCalledTimes(1));
    expect(refreshGameWords).toHaveBeenCalledWith('de', expect.objectContaining({ mayAsk: true }));
    cancel();
  });
});
