import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMarksStore } from '@/features/progress/marks-store';
import { emptyMarks } from '@/lib/progress/manual-marks';
import { resetKeys } from '@/testing/key-helpers';
import { renderApp } from '@/testing/render-app';

/** The whole app renders with lazy routes and every collection's assets: slow on a busy machine. */
const slow = { timeout: 30_000 };
/** Tyria's day, Cantha's day: the whole catalog has dozens of coming-up rows. */
const NOW = Date.parse('2026-11-22T10:00:00Z');

const countIn = (name: RegExp) =>
  Number(/\((\d+)/.exec(screen.getByRole('heading', { name }).textContent ?? '')?.[1]);
const comingUpRows = () => screen.getByRole('list', { name: 'Coming up' }).children.length;

describe('the planner, first screen first', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    resetKeys();
    useMarksStore.setState({ ...emptyMarks });
  });
  afterEach(() => vi.useRealTimers());

  it('shows what bites now, then every coming-up row a step at a time', async () => {
    renderApp('/launch/planner');
    await screen.findByRole('heading', { name: /^Catchable now/ }, slow);
    // What to bring needs no time: it is there from the first render (prerendered too, issue 60).
    expect(screen.getByRole('heading', { name: /^What to bring/ })).toBeInTheDocument();
    // More rows than one step holds (10), all of them in.
    await waitFor(() => expect(comingUpRows()).toBeGreaterThan(10), slow);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = comingUpRows();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(comingUpRows()).toBe(rows);
  });

  it('keeps a mark made while the rest of the plan is still coming', async () => {
    const { user } = renderApp('/launch/planner');
    await screen.findByRole('heading', { name: /^Catchable now/ }, slow);
    const catchable = countIn(/^Catchable now/);
    const [mark] = screen.getAllByRole('button', { name: /^Mark .* caught$/ });
    await user.click(mark!);
    await screen.findByRole('heading', { name: /^What to bring/ }, slow);
    await waitFor(() => expect(countIn(/^Catchable now/)).toBe(catchable - 1));
    expect(useMarksStore.getState().acquired).toHaveLength(1);
  });
});
