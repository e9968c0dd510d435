import type { AccountAchievement } from '@gw2api/types/data/account-achievements';
import type { Achievement } from '@gw2api/types/data/achievement';
import type { Item } from '@gw2api/types/data/item';
import type { Tokeninfo } from '@gw2api/types/data/tokeninfo';

/** Fixture factories shaped like the real GW2 API responses (typed with @gw2api/types). */

export function tokenInfoFixture(
  overrides: Partial<Tokeninfo<'latest'>> = {},
): Tokeninfo<'latest'> {
  return {
    id: 'ABCDE02B-8888-FEBA-1234-DE98765C7DEF',
    name: 'My Fishing Key',
    permissions: ['account', 'progression'],
    type: 'APIKey',
    ...overrides,
  } as Tokeninfo<'latest'>;
}

export function achievementFixture(overrides: Partial<Achievement> = {}): Achievement {
  return {
    id: 6068,
    name: 'Krytan Fisher',
    description: '',
    requirement: 'Catch each of the fish listed.',
    locked_text: '',
    type: 'ItemSet',
    flags: ['Permanent'],
    tiers: [{ count: 21, points: 10 }],
    bits: [{ type: 'Item', id: 96632 }],
    ...overrides,
  } as Achievement;
}

export function itemFixture(overrides: Partial<Item> = {}): Item {
  return {
    id: 96632,
    chat_link: '[&AgF4eQEA]',
    name: 'Fish',
    icon: 'https://render.guildwars2.com/file/fish.png',
    type: 'Trophy',
    rarity: 'Rare',
    level: 0,
    vendor_value: 0,
    flags: [],
    game_types: [],
    restrictions: [],
    ...overrides,
  } as Item;
}

export function accountAchievementFixture(
  overrides: Partial<AccountAchievement> = {},
): AccountAchievement {
  return { id: 6068, done: false, bits: [], ...overrides };
}

/** A well-formed (fake) 72-character API key for tests; never a real key. */
export const TEST_API_KEY =
  'F00DCAFE-1234-5678-9ABC-DEF012345678F00DCAFE-1234-5678-9ABC-DEF012345678';
