import { describe, expect, it } from 'vitest';
import { useFishingPowerStore } from '@/features/fishing-power/fishing-power-store';
import { uncaughtFish } from '@/lib/planner/plan';
import { itemExtensionFixture, planCollectionFixture } from '@/testing/catalog-fixtures';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishNames } from './fish-names';

const fish = (itemId: number, name: string, fishingPower: number) =>
  [itemId, itemExtensionFixture({ name, fishingPower })] as [
    number,
    ReturnType<typeof itemExtensionFixture>,
  ];
const pool = uncaughtFish(
  [
    planCollectionFixture('Test', 'TYRIA', [
      fish(1, 'Carp', 300),
      fish(2, 'Shark', 450),
      fish(3, 'Eel', 400),
      fish(4, 'Pike', 450),
      fish(5, 'Trout', 350),
    ]),
  ],
  new Set(),
);

describe('FishNames', () => {
  it.each([
    { power: undefined, text: 'Carp, Shark, Eel, Pike, Trout' },
    { power: 450, text: 'Carp, Shark, Eel, Pike, Trout' },
    {
      power: 350,
      text: 'Carp, Trout; Eel needs 400, you have 350 (cheapest: Tips on Fishing +50); Shark, Pike needs 450, you have 350 (cheapest: Bait +100)',
    },
    {
      power: 100,
      text: 'Carp needs 300, you have 100 (cheapest: Tips on Fishing +50 and Redfish Sushi +150); Trout needs 350, you have 100 (cheapest: Bait +100 and Redfish Sushi +150); Eel needs 400, you have 100 (cheapest: Mackerel +150 and Redfish Sushi +150); Shark, Pike needs 450, you have 100 (cheapest: Tips on Fishing +50, Mackerel +150, and Redfish Sushi +150)',
    },
  ])('power $power: $text', async ({ power, text }) => {
    useFishingPowerStore.setState({ power });
    const { container } = await renderInLanguage(
      'en',
      <p data-testid="names">
        <FishNames fish={pool} />
      </p>,
    );
    expect(container.querySelector('[data-testid="names"]')?.textContent).toBe(text);
    useFishingPowerStore.setState({ power: undefined });
  });
});
