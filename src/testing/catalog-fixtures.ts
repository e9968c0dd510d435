import type { ItemExtension } from '@/lib/catalog/asset-schemas';

/** A fish's catalog details for tests: any time, any bait, any hole or open water, unless overridden. */
export function itemExtensionFixture(overrides: Partial<ItemExtension> = {}): ItemExtension {
  return {
    name: 'Test Fish',
    rarity: 'Fine',
    hint: '',
    timeOfDay: 'ANY',
    higherChanceTime: null,
    bait: 'ANY',
    fishingHole: ['ANY', 'NONE'],
    higherChanceHoles: [],
    fishingPower: 300,
    salvage: 'DEFAULT',
    achievements: [],
    ...overrides,
  };
}
