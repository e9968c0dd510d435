/** A unique id for an item the player creates (a time notification, a planner alert). */
export const createId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tn-${Date.now()}-${Math.random().toString(36).slice(2)}`;
