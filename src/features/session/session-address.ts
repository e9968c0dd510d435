/**
 * How the session is written in the address while persistence is off, so a copied link opens the
 * same plan (docs/session.md "The page"), and how a link is read: a value it cannot read is left
 * out of the link (and of the address), never a reason to reset what the player has.
 */
import { FISHING_POWER } from '@/config/constants';
import { isCollectionKey, isSessionLength, keptCollections } from '@/lib/session/session-state';
import { isSessionInstant } from '@/lib/session/session-time';
import {
  DEFAULT_FORM,
  DEFAULT_MINUTES_PER_FISH,
  MINUTES_PER_FISH_RANGE,
  type SessionAddress,
} from './session-form';

const PARAMS = {
  minutes: 'minutes',
  start: 'start',
  collections: 'in',
  minutesPerFish: 'per-fish',
  fishingPower: 'power',
  includeMissing: 'unreachable',
  includeAbovePower: 'above-power',
  startedAt: 'started',
  restFrom: 'rest',
  restOn: 'rest-on',
} as const;
type Field = keyof typeof PARAMS;

/** The longest value a parameter may hold (the collections' list is the longest real one). */
const MAX_VALUE_LENGTH = 4000;

/** A whole number within bounds, or undefined. */
function wholeNumber(text: string, min: number, max: number) {
  if (!/^-?\d{1,17}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}
const flag = (text: string) => (text === '1' ? true : text === '0' ? false : undefined);

/** Reads one parameter's text; undefined when it cannot be read. */
function readers(now: number): { [F in Field]: (text: string) => unknown } {
  const instant = (text: string) => {
    const value = wholeNumber(text, -Infinity, Infinity);
    return isSessionInstant(value, now) ? value : undefined;
  };
  const { min, max } = MINUTES_PER_FISH_RANGE;
  return {
    minutes: (text) => {
      const value = wholeNumber(text, 0, 1000);
      return value !== undefined && isSessionLength(value) ? value : undefined;
    },
    start: instant,
    collections: (text) => keptCollections(text.split(',').filter(Boolean)),
    minutesPerFish: (text) => wholeNumber(text, min, max),
    fishingPower: (text) => wholeNumber(text, 0, FISHING_POWER.max),
    includeMissing: flag,
    includeAbovePower: flag,
    startedAt: instant,
    restFrom: instant,
    restOn: (text) => (isCollectionKey(text) ? text : undefined),
  };
}

/** A session link as read: the session it opens, and the parameters it could not read. */
export interface SessionLink {
  session: SessionAddress;
  /** Names of the parameters left out (`start`, `power`…): they change nothing. */
  unreadable: string[];
}

/** Whether the address holds a session (any of its parameters). */
export const hasSessionParams = (params: URLSearchParams) =>
  Object.values(PARAMS).some((name) => params.has(name));

/**
 * Reads the session a link opens at `now`: a parameter left out means its default (a link leaves
 * defaults out); one it cannot read keeps `current`'s value and is listed in `unreadable`.
 */
export function readSessionLink(
  params: URLSearchParams,
  current: SessionAddress,
  now: number,
): SessionLink {
  const read = readers(now);
  const unreadable: string[] = [];
  const defaults: Record<Field, unknown> = {
    ...DEFAULT_FORM,
    start: undefined,
    fishingPower: undefined,
    startedAt: undefined,
    restFrom: undefined,
    restOn: undefined,
  };
  const had: Partial<Record<Field, unknown>> = { ...current.form, ...current };
  const value = (field: Field) => {
    const text = params.get(PARAMS[field]);
    if (text === null) return defaults[field];
    const parsed = text.length <= MAX_VALUE_LENGTH ? read[field](text) : undefined;
    if (parsed !== undefined) return parsed;
    unreadable.push(PARAMS[field]);
    return had[field];
  };
  const session = {
    form: {
      minutes: value('minutes'),
      start: value('start'),
      collections: value('collections'),
      minutesPerFish: value('minutesPerFish'),
      includeMissing: value('includeMissing'),
      includeAbovePower: value('includeAbovePower'),
    },
    // A link without a power plans with the player's own.
    fishingPower: params.has(PARAMS.fishingPower) ? value('fishingPower') : current.fishingPower,
    startedAt: value('startedAt'),
    restFrom: value('restFrom'),
    restOn: value('restOn'),
  } as SessionAddress;
  return { session, unreadable };
}

/** Reads the session from the address at `now`; values it cannot read fall back to the defaults. */
export const parseSession = (params: URLSearchParams, now: number): SessionAddress =>
  readSessionLink(params, { form: DEFAULT_FORM }, now).session;

/** Writes the session into a copy of `params`; defaults are left out. */
export function writeSession(params: URLSearchParams, state: SessionAddress): URLSearchParams {
  const next = new URLSearchParams(params);
  const { form } = state;
  const values: Record<Field, string | undefined> = {
    minutes: form.minutes === DEFAULT_FORM.minutes ? undefined : String(form.minutes),
    start: form.start?.toString(),
    collections: form.collections.length > 0 ? form.collections.join(',') : undefined,
    minutesPerFish:
      form.minutesPerFish === DEFAULT_MINUTES_PER_FISH ? undefined : String(form.minutesPerFish),
    fishingPower: state.fishingPower?.toString(),
    includeMissing: form.includeMissing ? '1' : undefined,
    includeAbovePower: form.includeAbovePower ? '1' : undefined,
    startedAt: state.startedAt?.toString(),
    restFrom: state.restFrom?.toString(),
    restOn: state.restFrom === undefined ? undefined : state.restOn,
  };
  for (const [field, name] of Object.entries(PARAMS)) {
    const value = values[field as Field];
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The session's parameters of `params`, as they are written there. */
export function sessionParamsOf(params: URLSearchParams): string {
  const names = new Set<string>(Object.values(PARAMS));
  return new URLSearchParams([...params].filter(([name]) => names.has(name))).toString();
}

/** Removes the session from a copy of `params` (other parameters stay). */
export function withoutSession(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  Object.values(PARAMS).forEach((name) => next.delete(name));
  return next;
}
