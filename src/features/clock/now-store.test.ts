import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdTicks, nowStore, releaseTicks } from './now-store';

describe('nowStore', () => {
  afterEach(() => {
    releaseTicks();
    vi.useRealTimers();
  });

  it('ticks every second, and holds still while a page goes live until let go', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 7, 6, 0, 0, 200) });
    const listener = vi.fn();
    const unsubscribe = nowStore.subscribe(listener);
    listener.mockClear(); // The first subscriber reads the time at once.
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(nowStore.getSnapshot()).toBe(Date.UTC(2026, 11, 7, 6, 0, 1));

    holdTicks();
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(nowStore.getSnapshot()).toBe(Date.UTC(2026, 11, 7, 6, 0, 1));

    releaseTicks();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(nowStore.getSnapshot()).toBe(Date.UTC(2026, 11, 7, 6, 0, 4));
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('reads the time fresh with no subscriber, but not while held', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 7, 6, 0, 0) });
    holdTicks();
    vi.setSystemTime(Date.UTC(2026, 11, 7, 6, 0, 5));
    expect(nowStore.getSnapshot()).toBe(Date.UTC(2026, 11, 7, 6, 0, 0));
    releaseTicks();
    expect(nowStore.getSnapshot()).toBe(Date.UTC(2026, 11, 7, 6, 0, 5));
  });
});
