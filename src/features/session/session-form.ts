/**
 * What the player asks of a session (docs/session.md "The page"). How it is written in the address
 * is `session-address.ts`, which loads with the page, not with the store created at start-up.
 */

/** The lengths offered, in minutes. */
export const SESSION_LENGTHS = [30, 60, 90, 120] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];

/** Minutes assumed per fish unless the player changes it (docs/session.md "The model"). */
export const DEFAULT_MINUTES_PER_FISH = 4;
/** Minutes assumed for a switch of maps: a waypoint, the loading screen, a short walk. */
export const SWITCH_MINUTES = 3;
/** The bounds of the minutes per fish the form accepts. */
export const MINUTES_PER_FISH_RANGE = { min: 1, max: 30 } as const;

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
}

/** What the address holds: the session, and the fishing power it was planned with. */
export interface SessionAddress extends SessionState {
  fishingPower?: number;
}

export const DEFAULT_FORM: SessionForm = {
  minutes: 60,
  collections: [],
  minutesPerFish: DEFAULT_MINUTES_PER_FISH,
  includeMissing: false,
  includeAbovePower: false,
};
