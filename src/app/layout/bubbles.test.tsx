import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Bubbles } from './bubbles';

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const renderBubbles = (random: () => number) =>
  render(
    <MantineProvider>
      <Bubbles random={random} />
    </MantineProvider>,
  );

const bubbleCount = () => screen.queryByTestId('bubbles')?.childElementCount ?? 0;

describe('Bubbles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds a bubble in a second whose draw is under 1 in 30, and none otherwise', () => {
    setReducedMotion(false);
    const draws = [0.5, 0.04, 1 / 30 - 0.001, 0.5, 0.5];
    renderBubbles(() => draws.shift() ?? 0.9);
    act(() => vi.advanceTimersByTime(1000));
    expect(bubbleCount()).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(bubbleCount()).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(bubbleCount()).toBe(1);
  });

  it('removes each bubble after it has floated for 20 seconds', () => {
    setReducedMotion(false);
    let first = true;
    renderBubbles(() => {
      const draw = first ? 0 : 0.9;
      first = false;
      return draw;
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(bubbleCount()).toBe(1);
    act(() => vi.advanceTimersByTime(19_999));
    expect(bubbleCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(bubbleCount()).toBe(0);
  });

  it('draws no layer at all while no bubble rises', () => {
    setReducedMotion(false);
    renderBubbles(() => 0.9);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByTestId('bubbles')).not.toBeInTheDocument();
  });

  it('is hidden from assistive technology', () => {
    setReducedMotion(false);
    renderBubbles(() => 0);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('bubbles')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws nothing when the player prefers reduced motion', () => {
    setReducedMotion(true);
    renderBubbles(() => 0);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByTestId('bubbles')).not.toBeInTheDocument();
  });
});
