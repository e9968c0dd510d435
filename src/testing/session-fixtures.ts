import type { SessionStop } from '@/lib/session/route';
import { itemExtensionFixture, planCollectionFixture } from './catalog-fixtures';

/** A session's stop on `key`'s map (named "`key` (shown)", Canthan clock, day), by names. */
export function sessionStopFixture(
  start: number,
  end: number,
  key: string,
  names: string[],
): SessionStop {
  const collection = { ...planCollectionFixture(key, 'CANTHA', []), name: `${key} (shown)` };
  return {
    start: new Date(start),
    end: new Date(end),
    collection,
    phase: 'DAY',
    switchMinutes: 3,
    targets: names.map((name, itemId) => ({
      itemId,
      details: itemExtensionFixture({ name }),
      collection,
    })),
    holes: [],
    baits: [],
  };
}
