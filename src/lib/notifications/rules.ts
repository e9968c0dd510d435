import type { TimeOfDay } from '@/lib/time/time-of-day';
import type { TimeNotification, TimeNotificationDraft } from './types';

/** Blank counts as 0 (spec §5). */
export const effectiveMinutesAhead = (minutesAhead: number | undefined): number =>
  minutesAhead ?? 0;

const sameTimes = (a: readonly TimeOfDay[], b: readonly TimeOfDay[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((time) => right.has(time));
};

/** Whether a draft would merge into `existing`: same locale, minutes ahead and set of times. */
export function isSameGroup(existing: TimeNotification, draft: TimeNotificationDraft): boolean {
  return (
    existing.inCantha === draft.inCantha &&
    effectiveMinutesAhead(existing.minutesAhead) === effectiveMinutesAhead(draft.minutesAhead) &&
    sameTimes(existing.timesOfDay, draft.timesOfDay)
  );
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * Adds a time notification (spec §5): merges its regions, without duplicates, into an existing
 * notification with the same `inCantha`, `minutesAhead` (blank = 0) and set of `timesOfDay`;
 * otherwise appends a new one with `autoDismiss` on. Returns a new list.
 */
export function addTimeNotification(
  list: readonly TimeNotification[],
  draft: TimeNotificationDraft,
  createId: () => string,
): TimeNotification[] {
  const index = list.findIndex((existing) => isSameGroup(existing, draft));
  if (index === -1) {
    return [
      ...list,
      {
        id: createId(),
        minutesAhead: draft.minutesAhead,
        timesOfDay: unique(draft.timesOfDay),
        inCantha: draft.inCantha,
        regions: unique(draft.regions),
        autoDismiss: true,
      },
    ];
  }
  return list.map((existing, i) =>
    i === index
      ? { ...existing, regions: unique([...existing.regions, ...draft.regions]) }
      : existing,
  );
}

/** Replaces a notification's fields (the editor's edit); an edit that leaves no region deletes it. */
export function updateTimeNotification(
  list: readonly TimeNotification[],
  id: string,
  changes: Partial<Omit<TimeNotification, 'id'>>,
): TimeNotification[] {
  return list.flatMap((existing) => {
    if (existing.id !== id) return [existing];
    const updated = { ...existing, ...changes };
    updated.regions = unique(updated.regions);
    updated.timesOfDay = unique(updated.timesOfDay);
    return updated.regions.length === 0 ? [] : [updated];
  });
}

/** Removes one region; the notification is deleted when no region remains (spec §5). */
export function removeRegion(
  list: readonly TimeNotification[],
  id: string,
  region: string,
): TimeNotification[] {
  const existing = list.find((notification) => notification.id === id);
  if (!existing) return [...list];
  return updateTimeNotification(list, id, {
    regions: existing.regions.filter((key) => key !== region),
  });
}

export const deleteTimeNotification = (
  list: readonly TimeNotification[],
  id: string,
): TimeNotification[] => list.filter((notification) => notification.id !== id);
