import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh start-up (not live yet): `when-live` holds one promise per module. */
async function freshStart() {
  vi.resetModules();
  const { setLive } = await import('./when-live');
  const { AfterLive, AfterLiveWaits } = await import('./after-live');
  const { HydratedContext, hydrationSignal } = await import('@/hooks/use-hydrated');
  return { setLive, AfterLive, AfterLiveWaits, HydratedContext, hydrationSignal };
}

describe('AfterLive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('in the browser start-up, mounts its children only once the app is live and the browser idle', async () => {
    const { setLive, AfterLive, AfterLiveWaits } = await freshStart();
    render(
      <AfterLiveWaits value>
        <AfterLive>
          <p>later part</p>
        </AfterLive>
      </AfterLiveWaits>,
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText('later part')).toBeNull();
    setLive();
    await act(() => vi.advanceTimersByTimeAsync(0));
    // jsdom has no requestIdleCallback: the fallback waits a second.
    expect(screen.queryByText('later part')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('later part')).toBeInTheDocument();
  });

  it('renders nothing while prerendering or hydrating, even where it does not wait', async () => {
    const { AfterLive, HydratedContext, hydrationSignal } = await freshStart();
    render(
      <HydratedContext value={hydrationSignal(false)}>
        <AfterLive>
          <p>later part</p>
        </AfterLive>
      </HydratedContext>,
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText('later part')).toBeNull();
  });

  it('outside the start-up (a component test), mounts its children at once', async () => {
    const { AfterLive } = await freshStart();
    render(
      <AfterLive>
        <p>later part</p>
      </AfterLive>,
    );
    expect(screen.getByText('later part')).toBeInTheDocument();
  });
});
