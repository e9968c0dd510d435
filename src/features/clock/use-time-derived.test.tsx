import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeDerived } from './now-store';

let renders = 0;
function MinuteView() {
  renders++;
  const minute = useTimeDerived((now) => Math.floor(now / 60_000) % 60);
  return <p>minute {minute}</p>;
}

describe('useTimeDerived', () => {
  beforeEach(() => {
    renders = 0;
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:57Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('re-renders only when the derived value changes, not every second', () => {
    render(<MinuteView />);
    expect(screen.getByText('minute 0')).toBeInTheDocument();
    const initial = renders;
    act(() => vi.advanceTimersByTime(2000));
    expect(renders).toBe(initial);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('minute 1')).toBeInTheDocument();
    expect(renders).toBe(initial + 1);
  });
});
