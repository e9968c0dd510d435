import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DailyFishingNote } from './daily-fishing-note';

const renderNote = (names: string[], withKey: boolean) =>
  render(
    <MantineProvider>
      <DailyFishingNote names={names} withKey={withKey} />
    </MantineProvider>,
  );

describe('DailyFishingNote', () => {
  it('says the daily follows the rotation, and never that it comes from the game API', () => {
    renderNote(['Daily Kryta Fisher'], true);
    const note = screen.getByText(/follows the game's fixed 8-day rotation/);
    expect(note).toHaveTextContent(/Daily Shiverpeaks Fisher on 27 July 2026/);
    expect(note).not.toHaveTextContent(/game API/);
  });

  it.each([
    ['the Orr daily with a key', ['Daily Orr Fisher'], true, true],
    ['the Orr daily without a key', ['Daily Orr Fisher'], false, false],
    ['another daily with a key', ['Daily Kryta Fisher'], true, false],
  ])('notes the Orrian caveat only on %s', (_, names, withKey, shown) => {
    renderNote(names, withKey);
    const note = screen.getByText(/rotation/);
    if (shown) expect(note).toHaveTextContent(/Orrian fisher achievement is not in the game API/);
    else expect(note).not.toHaveTextContent(/Orrian/);
  });
});
