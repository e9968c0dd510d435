import type { Account, AccountAccess } from '@gw2api/types/data/account';
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

/** Every expansion `/v2/account` reports (an account that owns them all). */
export const EVERY_ACCESS: AccountAccess[] = [
  'GuildWars2',
  'HeartOfThorns',
  'PathOfFire',
  'EndOfDragons',
  'SecretsOfTheObscure',
  'JanthirWilds',
];

/** `/v2/account` (schema 2019-12-19 and later); by default an account owning every expansion. */
export function accountFixture(overrides: Partial<Account<'latest'>> = {}): Account<'latest'> {
  return {
    id: 'A1B2C3D4-0000-1111-2222-333344445555',
    age: 3_600_000,
    name: 'Angler.1234',
    world: 2006,
    guilds: [],
    guild_leader: [],
    created: '2015-08-28T00:00:00Z',
    access: EVERY_ACCESS,
    commander: false,
    last_modified: '2026-11-27T09:00:00Z',
    ...overrides,
  };
}

/** A well-formed (fake) 72-character API key for tests; never a real key. */
export const TEST_API_KEY =
  'F00DCAFE-1234-5678-9ABC-DEF012345678F00DCAFE-1234-5678-9ABC-DEF012345678';
