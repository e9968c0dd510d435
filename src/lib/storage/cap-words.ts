import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CapReached } from './cap-rule';

/** What was refused and how to make room, by slice: a whole sentence each, to translate well. */
const CAP_REACHED: Record<string, (max: number) => MessageDescriptor> = {
  pins: (max) =>
    msg`You have ${max} pinned pages, the most the app keeps, so this page was not pinned. Unpin one to pin another.`,
  marks: (max) =>
    msg`You have ${max} fish marked, the most the app keeps, so this mark was not added. Unmark one to mark another.`,
  'api-keys': (max) =>
    msg`You have ${max} API keys, the most the app keeps, so this key was not added. Remove one to add another.`,
  'time-notifications': (max) =>
    msg`You have ${max} time notifications, the most the app keeps, so this one was not added. Remove one to add another.`,
  'planner-alerts': (max) =>
    msg`You have ${max} planner alerts, the most the app keeps, so this alert was not set. Remove one to set another.`,
};

/** The sentence telling the player an addition was refused at the cap (shown as a notice or inline). */
export function capReachedMessage({ slice, max }: CapReached): MessageDescriptor {
  return (
    CAP_REACHED[slice]?.(max) ??
    msg`This list holds ${max} items, the most the app keeps, so nothing was added.`
  );
}
