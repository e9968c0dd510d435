import type {
  FishingAchievementsCache,
  ItemExtension,
  ItemExtensions,
  OtherAchievement,
  Region,
} from '@/lib/catalog/asset-schemas';
import { wikiLink } from '@/lib/wiki-link';
import type { CatalogDiff, FishChange } from './diff';
import { liveFish, type GameItemDetails } from './live-fish';
import type { UnknownFact } from './unknown-facts';

/** What the game said, with the details the additions are made of. */
export interface GameDetails {
  achievements: readonly {
    id: number;
    name: string;
    description?: string;
    requirement?: string;
    bits?: readonly { type: string; id?: number; text?: string }[];
  }[];
  items: readonly GameItemDetails[];
}

/** The bundle's assets the additions merge into. */
export interface BundleAssets {
  regions: readonly { region: Region; extensions: ItemExtensions }[];
  achievements: readonly OtherAchievement[];
  fishingCache: FishingAchievementsCache;
}

/** Assets with the game's additions merged in: only those that changed, plus the new collections. */
export interface LiveAdditions {
  regions: { region: Region; extensions: ItemExtensions }[];
  achievements: OtherAchievement[];
  /** The new collections' index entries (their pages' keys). */
  newEntries: { key: string; name: string; id: number }[];
  fishingCache: FishingAchievementsCache;
}

/** What a new collection's page says is not known yet. */
export const NEW_COLLECTION_UNKNOWN: UnknownFact[] = [
  'clock',
  'waypoints',
  'collection-fishing-power',
];

const LIVE_BACKGROUND = 'linear-gradient(135deg, hsl(170 45% 28%) 0%, hsl(210 55% 16%) 100%)';

/** "Zephyr Sanctum Fisher" → "ZephyrSanctumFisher"; the id is added if that key is taken. */
export function liveCollectionKey(name: string, id: number, taken: ReadonlySet<string>) {
  const key = name.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) =>
    (next ?? '').toUpperCase(),
  );
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a page's key, never shown as text
  const base = key.charAt(0).toUpperCase() + key.slice(1) || `Collection${id}`;
  return taken.has(base.toLowerCase()) ? `${base}${id}` : base;
}

export function liveAdditions(
  diff: CatalogDiff,
  game: GameDetails,
  bundle: BundleAssets,
  takenKeys: ReadonlySet<string>,
): LiveAdditions {
  const items = new Map(game.items.map((item) => [item.id, item]));
  const texts = new Map(
    game.achievements.flatMap((a) => (a.bits ?? []).map((bit) => [`${a.id}:${bit.id}`, bit.text])),
  );
  const bundled = new Map<number, ItemExtension>();
  for (const { extensions } of bundle.regions)
    for (const [id, fish] of Object.entries(extensions)) bundled.set(Number(id), fish);
  const fishOf = (change: Omit<FishChange, 'bitIndex'>, fishingPower: number) =>
    bundled.get(change.itemId) ??
    liveFish({
      itemId: change.itemId,
      text: texts.get(`${change.collectionId}:${change.itemId}`),
      item: items.get(change.itemId),
      collection: change.collection,
      fishingPower,
    });
  const addedTo = (id: number) => diff.addedFish.filter((change) => change.collectionId === id);

  const regions = bundle.regions.flatMap(({ region, extensions }) => {
    const added = addedTo(region.achievementIds[0]!);
    if (added.length === 0) return [];
    const merged = { ...extensions };
    for (const change of added) merged[change.itemId] = fishOf(change, region.fishingPower);
    const fish = [...region.fish, ...added.map(gridPlace)];
    const fromGame = regionNote(added.map(({ itemId }) => ({ id: itemId, fish: merged[itemId]! })));
    return [{ region: { ...region, fish, fromGame }, extensions: merged }];
  });

  const achievements = bundle.achievements.flatMap((achievement) => {
    const added = addedTo(achievement.id);
    if (added.length === 0) return [];
    const merged = { ...achievement.items };
    for (const change of added) merged[change.itemId] = fishOf(change, 1);
    const bits = [
      ...achievement.bits,
      ...added.map(({ itemId, bitIndex }) => ({ id: itemId, index: bitIndex })),
    ];
    return [{ ...achievement, bits, items: merged }];
  });

  const taken = new Set(takenKeys);
  const newEntries = diff.newCollections.map(({ id, name }) => {
    const key = liveCollectionKey(name, id, taken);
    taken.add(key.toLowerCase());
    return { key, name, id };
  });
  const newAchievements = diff.newCollections.map((collection, i): OtherAchievement => {
    const about = game.achievements.find((a) => a.id === collection.id);
    const fish = collection.itemIds.map((itemId) => ({
      collectionId: collection.id,
      collection: collection.name,
      itemId,
    }));
    return {
      key: newEntries[i]!.key,
      id: collection.id,
      name: collection.name,
      description: [about?.description, about?.requirement].filter(Boolean).join('\n'),
      background: LIVE_BACKGROUND,
      wiki: wikiLink(collection.name),
      children: [],
      requiredCount: null,
      bits: collection.itemIds.map((id, index) => ({ id, index })),
      items: Object.fromEntries(fish.map((change) => [change.itemId, fishOf(change, 1)])),
      otherItems: {},
      recommendedWaypoints: [],
      fromGame: { unknown: NEW_COLLECTION_UNKNOWN },
    };
  });

  return {
    regions,
    achievements: [...achievements, ...newAchievements],
    newEntries,
    fishingCache: mergeFishingCache(bundle.fishingCache, diff),
  };
}

/** The region page's note on the fish the game added: which, and what is not known of them. */
function regionNote(added: readonly { id: number; fish: ItemExtension }[]) {
  const unknown = [...new Set(added.flatMap(({ fish }) => fish.fromGame?.unknown ?? []))];
  return { unknown, added: added.map(({ id, fish }) => ({ id, name: fish.name })) };
}

/** Spec: `coordinateX = bit % 7`, `coordinateY = ⌊bit / 7⌋`. */
const gridPlace = ({ itemId, bitIndex }: FishChange) => ({
  itemId,
  bitIndex,
  coordinateX: bitIndex % 7,
  coordinateY: Math.floor(bitIndex / 7),
});

/** The collections' bit tables (account progress counts by them) with the game's additions. */
function mergeFishingCache(cache: FishingAchievementsCache, diff: CatalogDiff) {
  const merged = cache.map((collection) => {
    const added = diff.addedFish
      .filter((change) => change.collectionId === collection.id)
      .sort((a, b) => a.bitIndex - b.bitIndex);
    if (added.length === 0) return collection;
    const bits = [
      ...collection.bits,
      ...added.map(({ itemId }) => ({ type: 'Item' as const, id: itemId })),
    ];
    return { ...collection, bits };
  });
  const created = diff.newCollections.map(({ id, name, itemIds }) => ({
    id,
    name,
    bits: itemIds.map((itemId) => ({ type: 'Item' as const, id: itemId })),
  }));
  return [...merged, ...created];
}
