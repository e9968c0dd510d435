import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveFish } from '@/lib/live-catalog/live-fish';
import { englishHint } from '@/testing/localized-hints';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishDetails } from './fish-details';

/** A details line: its bold label's paragraph. */
const line = (label: string) => screen.getByText(label).parentElement;

describe('FishDetails', () => {
  it('(G4) shows the game’s words for a bait, holes and time the app does not know', async () => {
    const fish = liveFish({
      itemId: 99109,
      text: englishHint('Glowing Pool Fish', 'Glowing Krill', 'Moonrise'),
      item: { id: 99109, name: 'Glimmerfin', rarity: 'Fine' },
      collection: 'Krytan Fisher',
      fishingPower: 1,
    });
    await renderInLanguage(
      'en',
      <QueryClientProvider client={new QueryClient()}>
        <FishDetails itemId={99109} fish={fish} />
      </QueryClientProvider>,
    );
    expect(line('Bait:')).toHaveTextContent('Bait: Glowing Krill');
    expect(line('Fishing hole:')).toHaveTextContent('Fishing hole: Glowing Pool Fish');
    expect(line('Time:')).toHaveTextContent(
      'Time: Moonrise. The game says “Moonrise”; the app does not know that time of day yet.',
    );
  });
});
