import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '@/hooks/use-hydrated';
import { HydrationGate } from './hydration-gate';

/** Records each render's `useHydrated()`; shows it. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'live' : 'neutral'}</p>;
}

describe('HydrationGate', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('renders the neutral state at build time', () => {
    const html = renderToString(
      <HydrationGate hydrating>
        <Probe seen={[]} />
      </HydrationGate>,
    );
    expect(html).toBe('<p>neutral</p>');
  });

  it('hydrates with the neutral state, with no mismatch, then goes live', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>neutral</p>';
    document.body.append(container);
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrationGate hydrating>
          <Probe seen={seen} />
        </HydrationGate>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('live');
    expect(errors).toEqual([]);
  });

  it('is live from the first render when nothing hydrates (the shell, tests)', () => {
    const seen: boolean[] = [];
    renderToString(
      <HydrationGate hydrating={false}>
        <Probe seen={seen} />
      </HydrationGate>,
    );
    expect(seen).toEqual([true]);
  });

  it('is live outside a gate', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>live</p>');
  });
});
