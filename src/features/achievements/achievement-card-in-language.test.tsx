import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findAchievement } from '@/lib/catalog/catalog-index';
import { otherAchievementSchema } from '@/lib/catalog/asset-schemas';
import { renderInLanguage } from '@/testing/render-in-language';
import { AchievementCard } from './achievement-card';

const assets = import.meta.glob<unknown>(
  [
    '/public/assets/Achievements/WorldClassFisher.json',
    '/public/assets/Achievements/AvidWorldClassFisher.json',
  ],
  { eager: true, import: 'default' },
);

/** An achievement's card as the achievements tab shows it, its asset the bundled one. */
function Card({ achievementKey }: { achievementKey: string }) {
  const entry = findAchievement(achievementKey)!;
  const achievement = otherAchievementSchema.parse(
    assets[`/public/assets/Achievements/${achievementKey}.json`],
  );
  return <AchievementCard entry={entry} achievement={achievement} progress={undefined} />;
}

// Before the game answers in the page's language, the descriptions are our catalogs' words, the
// avid one naming its base achievement with the game's name from the bundled copy.
describe('AchievementCard in German and French', () => {
  it.each([
    {
      locale: 'de' as const,
      worldClass:
        'Sammlung: Fange 14 Fische, die in Gewässern auf der ganzen Welt leben (jede Region).',
      avid: 'Wiederholbare Version von Weltklasse-Fischer (dieselben 14 Fische).',
    },
    {
      locale: 'fr' as const,
      worldClass:
        'Collection : pêchez 14 poissons qui vivent dans les eaux du monde entier (toute région).',
      avid: 'Version répétable de Pêcheur de classe internationale (les mêmes 14 poissons).',
    },
  ])('describes World Class Fisher and its avid version in $locale', async (expected) => {
    await renderInLanguage(
      expected.locale,
      <MemoryRouter>
        <Card achievementKey="WorldClassFisher" />
        <Card achievementKey="AvidWorldClassFisher" />
      </MemoryRouter>,
    );
    const [worldClass, avid] = screen.getAllByRole('link');
    expect(within(worldClass!).getByText(expected.worldClass)).toBeInTheDocument();
    expect(within(avid!).getByText(expected.avid)).toBeInTheDocument();
  });
});
