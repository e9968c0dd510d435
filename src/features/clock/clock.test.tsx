import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatInstant } from '@/lib/i18n/format-instant';
import { ClockPanel } from './clock-panel';
import { ShellClock } from './shell-clock';

const parentRendered = vi.fn();
const siblingRendered = vi.fn();
const clockCommitted = vi.fn();

function Sibling() {
  siblingRendered();
  return <p>Not time-dependent</p>;
}

function Parent({ children }: { children: ReactNode }) {
  parentRendered();
  return (
    <>
      <Sibling />
      <Profiler id="clock" onRender={clockCommitted}>
        {children}
      </Profiler>
    </>
  );
}

/** The test machine's own clock time of a UTC instant on the test day. */
const localTime = (utc: string) => formatInstant('en', 'time', new Date(`2026-11-22T${utc}:00Z`));

const renderWithin = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shellPhase = (name: string) =>
  within(screen.getByRole('group', { name: 'In-game time' })).getByRole('group', { name });

describe('clock', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    // Tyria: dawn, 2 s before day. Cantha: night, 5 min 2 s before dawn. Tyrian time 05:59.
    vi.useFakeTimers({ now: new Date('2026-11-22T00:29:58Z') });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks the shell clock each second without re-rendering its parent', () => {
    renderWithin(
      <Parent>
        <ShellClock />
      </Parent>,
    );
    expect(shellPhase('Tyria')).toHaveTextContent(/Dawn.*Day in 2 s/);
    const commitsAfterMount = clockCommitted.mock.calls.length;

    advance(1000);
    expect(shellPhase('Tyria')).toHaveTextContent(/Dawn.*Day in 1 s/);
    advance(1000);
    expect(shellPhase('Tyria')).toHaveTextContent(/Day.*Dusk in 1 h 10 m/);
    expect(shellPhase('Cantha')).toHaveTextContent(/Night.*Dawn in 5 m 00 s/);
    advance(3000);
    expect(shellPhase('Tyria')).toHaveTextContent(/Day.*Dusk in 1 h 09 m/);

    expect(clockCommitted).toHaveBeenCalledTimes(commitsAfterMount + 3);
    expect(parentRendered).toHaveBeenCalledTimes(1);
    expect(siblingRendered).toHaveBeenCalledTimes(1);
  });

  it('shares one timer between all clocks and stops it when none is shown', () => {
    const view = renderWithin(
      <Parent>
        <ShellClock />
        <ClockPanel />
      </Parent>,
    );
    expect(vi.getTimerCount()).toBe(1);
    advance(5000);
    expect(vi.getTimerCount()).toBe(1);
    expect(parentRendered).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks on the whole second, not a second after mounting', () => {
    vi.setSystemTime(new Date('2026-11-22T00:29:58.600Z'));
    renderWithin(<ShellClock />);
    expect(shellPhase('Tyria')).toHaveTextContent(/Dawn.*Day in 2 s/);
    advance(399);
    expect(shellPhase('Tyria')).toHaveTextContent(/Dawn.*Day in 2 s/);
    advance(1);
    expect(shellPhase('Tyria')).toHaveTextContent(/Dawn.*Day in 1 s/);
  });

  it('catches up at once when a hidden tab becomes visible again', () => {
    renderWithin(<ShellClock />);
    // A hidden tab's timers are throttled: time moves on without a tick.
    vi.setSystemTime(new Date('2026-11-22T00:45:00Z'));
    expect(shellPhase('Tyria')).toHaveTextContent(/Dawn/);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shellPhase('Tyria')).toHaveTextContent(/Day.*Dusk in 55 m 00 s/);
  });

  it('shows Tyrian time, both phases, the countdown and what comes next', () => {
    renderWithin(<ClockPanel highlight="CANTHA" />);
    const panel = screen.getByRole('region', { name: 'In-game time' });
    expect(panel).toHaveTextContent('Tyrian time 05:59');

    const tyria = within(panel).getByRole('region', { name: 'Tyria' });
    expect(tyria).toHaveTextContent('Dawn05:00–06:00');
    expect(tyria).toHaveTextContent('Day in 2 s');
    expect(
      within(tyria)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Dusk at 20:00${localTime('01:40')} your time · 5 min`,
      `Night at 21:00${localTime('01:45')} your time · 40 min`,
      `Dawn at 05:00${localTime('02:25')} your time · 5 min`,
    ]);
    expect(tyria).toHaveTextContent(`(at ${localTime('00:30')} your time)`);
    expect(within(tyria).queryByText('This region')).not.toBeInTheDocument();

    const cantha = within(panel).getByRole('region', { name: 'Cantha' });
    expect(cantha).toHaveTextContent('Night20:00–07:00');
    expect(cantha).toHaveTextContent('Dawn in 5 m 02 s');
    expect(within(cantha).getByText('This region')).toBeInTheDocument();

    advance(2000);
    expect(tyria).toHaveTextContent('Day06:00–20:00');
    expect(tyria).toHaveTextContent('Dusk in 1 h 10 m');
  });

  it('does not announce the ticking time to screen readers', () => {
    const { container } = renderWithin(
      <>
        <ShellClock />
        <ClockPanel />
      </>,
    );
    expect(container.querySelector('[aria-live], [role="status"], [role="timer"]')).toBeNull();
  });
});
