import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { ClockPanel } from './clock-panel';
import { ShellClock } from './shell-clock';

describe('the clocks in German', () => {
  beforeEach(() => {
    // Tyria: dawn, 2 s before day; Tyrian time 05:59 (as in clock.test.tsx).
    vi.useFakeTimers({ now: new Date('2026-11-22T00:29:58Z') });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('words the clocks in German around the game words and writes times the German way', async () => {
    await renderInLanguage(
      'de',
      <>
        <ShellClock />
        <ClockPanel />
      </>,
    );
    const shell = screen.getByRole('group', { name: 'Spielzeit' });
    // The phases are our catalog's words (the game's API has none), the countdown's units German.
    expect(within(shell).getByRole('group', { name: 'Tyria' })).toHaveTextContent(
      /Morgendämmerung.*Tag in 2\sSek\./,
    );
    const panel = screen.getByRole('region', { name: 'Spielzeit' });
    expect(within(panel).getAllByText('Danach')).toHaveLength(2);
    // The player's clock in German: 24 hours, whatever the machine's language.
    expect(panel).toHaveTextContent(/\d\d:\d\d deine Zeit · \d+ Min\./);
  });
});
