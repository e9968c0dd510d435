/**
 * What a fishing session is (docs/session.md "The page"): the form the player fills in, when it
 * was started and where its rest was re-planned. Its rules over time are `session-time.ts`.
 */

/** The lengths offered, in minutes. */
export const SESSION_LENGTHS = [30, 60, 90, 120] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];

/** Minutes assumed per fish unless the player changes it (docs/session.md "The model"). */
export const DEFAULT_MINUTES_PER_FISH = 4;
/** The bounds of the minutes per fish the form accepts. */
export const MINUTES_PER_FISH_RANGE = { min: 1, max: 30 } as const;
/**
 * At most this many chosen collections are kept (the catalog has about 30): 100 000 stored ones
 * froze the page for 30–45 s (issue 57, fault S6).
 */
export const MAX_SESSION_COLLECTIONS = 100;
/** A collection's key is a short name ("Krytan"); a longer text is not one. */
export const MAX_COLLECTION_KEY_LENGTH = 100;

export interface SessionForm {
  minutes: SessionLength;
  /** The start the player chose (epoch ms); undefined: now. */
  start?: number;
  /** The collections that count, by key; empty: all of them. */
  collections: string[];
  minutesPerFish: number;
  /** Regions the account cannot reach are planned too (left out by default). */
  includeMissing: boolean;
  /** Fish above the player's fishing power are planned too (left out by default). */
  includeAbovePower: boolean;
}

/** The planned session: the form, when it was started, and where its rest was re-planned. */
export interface SessionState {
  form: SessionForm;
  /** When "Start session" was pressed (epoch ms). */
  startedAt?: number;
  /** "Plan the rest from now": the route starts here, without the fish caught before. */
  restFrom?: number;
  /**
   * The collection (by key) the route had the player on when the rest was planned: the rest
   * starts there without a switch. Undefined: not known (pressed before the first stop).
   */
  restOn?: string;
}

export const DEFAULT_FORM: SessionForm = {
  minutes: 60,
  collections: [],
  minutesPerFish: DEFAULT_MINUTES_PER_FISH,
  includeMissing: false,
  includeAbovePower: false,
};

export const isSessionLength = (value: number): value is SessionLength =>
  (SESSION_LENGTHS as readonly number[]).includes(value);

/** A kept collection key: not empty and short (`MAX_COLLECTION_KEY_LENGTH`). */
export const isCollectionKey = (key: unknown): key is string =>
  typeof key === 'string' && key.length > 0 && key.length <= MAX_COLLECTION_KEY_LENGTH;

/** The chosen collections as the session keeps them: short keys, each once, at most the cap. */
export const keptCollections = (keys: readonly string[]): string[] =>
  [...new Set(keys.slice(0, MAX_SESSION_COLLECTIONS * 2))]
    .filter((key) => key.length > 0 && key.length <= MAX_COLLECTION_KEY_LENGTH)
    .slice(0, MAX_SESSION_COLLECTIONS);
