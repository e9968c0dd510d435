import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearGameWords, putGameWords } from '@/data/game-words/game-words-store';
import { buildGameWords } from '@/lib/game-words/build-game-words';
import { liveFish } from '@/lib/live-catalog/live-fish';
import { englishHint, germanHint } from '@/testing/localized-hints';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishCard } from './fish-card';

// A fish new from the game whose hint names a hole, a bait and a time the app has no word for
// (issue 40, G4). The German words are test data, not the game's (see localized-hints.ts).
const ITEM = 99109;
const english = englishHint(
  'Lake Fish, Glowing Pool Fish',
  'Glowing Krill',
  'Any, Moonrise (Higher Chance)',
);
const german = germanHint(
  'Seefisch, Leuchtteichfisch (Test)',
  'Leuchtkrill (Test)',
  'Jede(r), Mondaufgang (Höhere Chance) (Test)',
);
const fish = liveFish({
  itemId: ITEM,
  text: english,
  item: { id: ITEM, name: 'Glimmerfin', rarity: 'Fine' },
  collection: 'Zephyr Fisher',
  fishingPower: 1,
});

const card = (locale: 'de' | 'en') =>
  renderInLanguage(
    locale,
    <QueryClientProvider client={new QueryClient()}>
      <FishCard itemId={ITEM} details={fish} />
    </QueryClientProvider>,
  );
const facts = () => screen.getByText(/Zeit:|Time:/).textContent;

beforeEach(() => clearGameWords());

describe('a fish card with words the app does not know', () => {
  it('(G4) shows the game’s words, never "Any", and its note still names what is unknown', async () => {
    await card('en');
    expect(facts()).toBe(
      'Time: Any, Moonrise (Higher Chance) · Bait: Glowing Krill · Holes: Lake Fish, Glowing Pool Fish',
    );
    expect(screen.getByText(/Not known yet/)).toHaveTextContent(
      /the hole "Glowing Pool Fish"; the bait "Glowing Krill"; the time "Any, Moonrise \(Higher Chance\)"/,
    );
  });

  it('(G4) shows them in German where the game’s German hint gives them', async () => {
    const { words } = buildGameWords({
      locale: 'de',
      fetchedAt: '2026-11-26T10:00:00.000Z',
      catalog: { achievementIds: [9001], itemIds: [ITEM] },
      english: [{ id: 9001, bits: [{ id: ITEM, text: english }] }],
      localized: {
        achievements: [{ id: 9001, name: 'Zephyr (Test)', bits: [{ id: ITEM, text: german }] }],
        items: [],
      },
    });
    await card('de');
    expect(facts()).toBe(
      'Zeit: Any, Moonrise (Higher Chance) · Köder: Glowing Krill · Fischgründe: Lake Fish, Glowing Pool Fish',
    );
    act(() => putGameWords('de', words));
    expect(facts()).toBe(
      'Zeit: Jede(r), Mondaufgang (Höhere Chance) (Test) · Köder: Leuchtkrill (Test) · Fischgründe: Seefisch, Leuchtteichfisch (Test)',
    );
  });
});
