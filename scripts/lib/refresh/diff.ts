// What a refresh changed, as readable report lines. Pure: old and new data in, lines out.
import type { CachedAchievement, CachedBit, CachedItem } from './cache-files.ts';
import { describeHintChange } from './hint-text.ts';

export interface RefreshSnapshot {
  achievements: readonly CachedAchievement[];
  items: readonly CachedItem[];
}

export interface RefreshDiffInput {
  previous: RefreshSnapshot;
  next: RefreshSnapshot;
  /** Every achievement id the catalog knows. */
  catalogAchievementIds: readonly number[];
  /** The fishing category as the API lists it now (names where fetched). */
  category: { id: number; achievements: readonly { id: number; name?: string }[] };
}

/** The report: one section per kind of change, or a single line when nothing changed. */
export function describeRefresh(input: RefreshDiffInput): string[] {
  const nameOf = itemNamer(input.previous.items, input.next.items);
  const sections: [string, string[]][] = [
    ['Items', diffItems(input.previous.items, input.next.items)],
    [
      'Achievements',
      diffAchievements(input.previous.achievements, input.next.achievements, nameOf),
    ],
    [`Fishing category ${input.category.id}`, newCollections(input)],
  ];
  const lines = sections
    .filter(([, entries]) => entries.length > 0)
    .flatMap(([title, entries]) => [`${title}:`, ...entries.map((entry) => `  ${entry}`)]);
  return lines.length > 0 ? lines : ['No changes against the previous cache and the catalog.'];
}

function itemNamer(...lists: (readonly CachedItem[])[]): (id: number) => string {
  const names = new Map(lists.flat().map((item) => [item.id, item.name]));
  return (id) => `${id} ${names.get(id) ?? '(unknown item)'}`;
}

export function diffItems(before: readonly CachedItem[], after: readonly CachedItem[]): string[] {
  const old = new Map(before.map((item) => [item.id, item]));
  const next = new Map(after.map((item) => [item.id, item]));
  const lines: string[] = [];
  let icons = 0;
  for (const item of after) {
    const was = old.get(item.id);
    if (!was) lines.push(`+ ${item.id} ${item.name} (${item.rarity})`);
    else {
      if (was.name !== item.name) lines.push(`~ ${item.id} renamed "${was.name}" → "${item.name}"`);
      if (was.rarity !== item.rarity)
        lines.push(`~ ${item.id} ${item.name}: rarity ${was.rarity} → ${item.rarity}`);
      if (was.icon !== item.icon) icons += 1;
    }
  }
  for (const item of before)
    if (!next.has(item.id)) lines.push(`- ${item.id} ${item.name} (no longer in any bit)`);
  if (icons > 0) lines.push(`~ ${icons} item icon${icons === 1 ? '' : 's'} new or changed`);
  return lines;
}

export function diffAchievements(
  before: readonly CachedAchievement[],
  after: readonly CachedAchievement[],
  nameOf: (itemId: number) => string,
): string[] {
  const old = new Map(before.map((achievement) => [achievement.id, achievement]));
  const next = new Set(after.map((achievement) => achievement.id));
  const lines: string[] = [];
  for (const achievement of after) {
    const was = old.get(achievement.id);
    const label = `${achievement.id} ${achievement.name}`;
    if (!was) lines.push(`+ ${label} (${achievement.bits.length} bits)`);
    else {
      if (was.name !== achievement.name) lines.push(`~ ${label}: renamed from "${was.name}"`);
      lines.push(
        ...diffBits(was.bits, achievement.bits, nameOf).map((line) => `~ ${label}: ${line}`),
      );
    }
  }
  for (const achievement of before)
    if (!next.has(achievement.id)) lines.push(`- ${achievement.id} ${achievement.name}`);
  return lines;
}

const itemIds = (bits: readonly CachedBit[]) =>
  bits.flatMap((bit) => (bit.type === 'Item' && bit.id !== undefined ? [bit.id] : []));
const otherBits = (bits: readonly CachedBit[]) =>
  bits.filter((bit) => bit.type !== 'Item').map((bit) => `${bit.type}:${bit.id ?? bit.text}`);

export function diffBits(
  before: readonly CachedBit[],
  after: readonly CachedBit[],
  nameOf: (itemId: number) => string,
): string[] {
  const oldIds = itemIds(before);
  const newIds = itemIds(after);
  const added = newIds.filter((id) => !oldIds.includes(id));
  const removed = oldIds.filter((id) => !newIds.includes(id));
  const lines: string[] = [];
  if (added.length > 0) lines.push(`items added: ${added.map(nameOf).join(', ')}`);
  if (removed.length > 0) lines.push(`items removed: ${removed.map(nameOf).join(', ')}`);
  const keptOld = oldIds.filter((id) => newIds.includes(id));
  const keptNew = newIds.filter((id) => oldIds.includes(id));
  if (keptOld.join() !== keptNew.join()) lines.push('items reordered');
  if (otherBits(before).join('\n') !== otherBits(after).join('\n'))
    lines.push(
      `other bits changed (${before.length - oldIds.length} → ${after.length - newIds.length})`,
    );
  const oldTexts = new Map(before.map((bit) => [bit.id, bit.text]));
  for (const bit of after) {
    const text = oldTexts.get(bit.id);
    if (bit.type !== 'Item' || bit.id === undefined || !keptOld.includes(bit.id)) continue;
    if (text === undefined || bit.text === undefined || text === bit.text) continue;
    const changes = describeHintChange(text, bit.text);
    lines.push(
      `${nameOf(bit.id)}: ${changes.length > 0 ? changes.join('; ') : 'hint text changed'}`,
    );
  }
  return lines;
}

function newCollections({ catalogAchievementIds, category }: RefreshDiffInput): string[] {
  const known = new Set(catalogAchievementIds);
  return category.achievements
    .filter((achievement) => !known.has(achievement.id))
    .map(
      (achievement) =>
        `! ${achievement.id} ${achievement.name ?? '(name not fetched)'} is not in the catalog`,
    );
}
