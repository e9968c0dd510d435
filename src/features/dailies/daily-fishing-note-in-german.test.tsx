import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { DailyFishingNote, OrrDailyCaveat } from './daily-fishing-note';

describe('DailyFishingNote and OrrDailyCaveat in German', () => {
  it.each([
    ['on the Orr daily’s day', ['Daily Orr Fisher'], true],
    ['on another day', ['Daily Kryta Fisher'], false],
  ])('says where the daily comes from in German %s', async (_, names, orr) => {
    await renderInLanguage(
      'de',
      <>
        <DailyFishingNote />
        <OrrDailyCaveat names={names} />
      </>,
    );
    const note = screen.getByText(/8-Tage-Rotation/);
    // The anchor daily's name is the game's German name (the bundled record); the date is
    // written the German way.
    expect(note).toHaveTextContent(/Täglicher Fischer der Zittergipfel am 27\. Juli 2026/);
    expect(note).toHaveTextContent(/API des Spiels meldet keine täglichen Erfolge/);
    expect(note).not.toHaveTextContent(/rotation|check in the game/);
    const caveat = screen.queryByText(/Orr-Angler-Erfolg fehlt in der API des Spiels/);
    if (orr) expect(caveat).toBeInTheDocument();
    else expect(caveat).not.toBeInTheDocument();
  });
});
