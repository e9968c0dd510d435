import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { DailyFishingNote, OrrDailyCaveat } from './daily-fishing-note';

const renderNote = (names: string[]) =>
  renderInLanguage(
    'en',
    <>
      <DailyFishingNote />
      <OrrDailyCaveat names={names} />
    </>,
  );

describe('DailyFishingNote', () => {
  it('says the daily follows the rotation, and that the game API cannot say whether it is done', async () => {
    await renderNote(['Daily Kryta Fisher']);
    const note = screen.getByText(/follows the game's fixed 8-day rotation/);
    expect(note).toHaveTextContent(/Daily Shiverpeaks Fisher on 27 July 2026/);
    expect(note).toHaveTextContent(
      /game's API does not report daily achievements, so this site cannot show whether you have done today's/,
    );
  });

  it.each([
    ['on the Orr daily’s day', ['Daily Orr Fisher'], true],
    ['on the day of another daily', ['Daily Kryta Fisher'], false],
  ])('gives the spec’s Orrian note only %s', async (_, names, shown) => {
    await renderNote(names);
    const caveat = screen.queryByText(/Orrian fisher achievement is not in the game API/);
    if (shown) expect(caveat).toBeInTheDocument();
    else expect(caveat).not.toBeInTheDocument();
    expect(screen.getByText(/rotation/)).not.toHaveTextContent(/Orrian/);
  });
});
