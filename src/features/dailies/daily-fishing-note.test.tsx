import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DailyFishingNote, OrrDailyCaveat } from './daily-fishing-note';

const renderNote = (names: string[]) =>
  render(
    <MantineProvider>
      <DailyFishingNote />
      <OrrDailyCaveat names={names} />
    </MantineProvider>,
  );

describe('DailyFishingNote', () => {
  it('says the daily follows the rotation, and that the game API cannot say whether it is done', () => {
    renderNote(['Daily Kryta Fisher']);
    const note = screen.getByText(/follows the game's fixed 8-day rotation/);
    expect(note).toHaveTextContent(/Daily Shiverpeaks Fisher on 27 July 2026/);
    expect(note).toHaveTextContent(
      /game's API does not report daily achievements, so this site cannot show whether you have done today's/,
    );
  });

  it.each([
    ['on the Orr daily’s day', ['Daily Orr Fisher'], true],
    ['on the day of another daily', ['Daily Kryta Fisher'], false],
  ])('gives the spec’s Orrian note only %s', (_, names, shown) => {
    renderNote(names);
    const caveat = screen.queryByText(/Orrian fisher achievement is not in the game API/);
    if (shown) expect(caveat).toBeInTheDocument();
    else expect(caveat).not.toBeInTheDocument();
    expect(screen.getByText(/rotation/)).not.toHaveTextContent(/Orrian/);
  });
});
