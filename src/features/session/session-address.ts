/**
 * How the session is written in the address while persistence is off, so a copied link opens the
 * same plan (docs/session.md "The page").
 */
import {
  DEFAULT_FORM,
  DEFAULT_MINUTES_PER_FISH,
  MINUTES_PER_FISH_RANGE,
  SESSION_LENGTHS,
  type SessionAddress,
  type SessionLength,
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
} as const;

const isLength = (value: number): value is SessionLength =>
  (SESSION_LENGTHS as readonly number[]).includes(value);

/** A whole number within bounds, or undefined. */
function wholeNumber(text: string | null, min: number, max: number) {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

const instant = (text: string | null) => wholeNumber(text, 0, 8.64e15);

/** Whether the address holds a session (any of its parameters). */
export const hasSessionParams = (params: URLSearchParams) =>
  Object.values(PARAMS).some((name) => params.has(name));

/** Reads the session from the address; values it cannot read fall back to the defaults. */
export function parseSession(params: URLSearchParams): SessionAddress {
  const minutes = wholeNumber(params.get(PARAMS.minutes), 0, 1000) ?? DEFAULT_FORM.minutes;
  const { min, max } = MINUTES_PER_FISH_RANGE;
  return {
    form: {
      minutes: isLength(minutes) ? minutes : DEFAULT_FORM.minutes,
      start: instant(params.get(PARAMS.start)),
      collections: (params.get(PARAMS.collections) ?? '').split(',').filter(Boolean),
      minutesPerFish:
        wholeNumber(params.get(PARAMS.minutesPerFish), min, max) ?? DEFAULT_MINUTES_PER_FISH,
      includeMissing: params.get(PARAMS.includeMissing) === '1',
      includeAbovePower: params.get(PARAMS.includeAbovePower) === '1',
    },
    fishingPower: wholeNumber(params.get(PARAMS.fishingPower), 0, 10_000),
    startedAt: instant(params.get(PARAMS.startedAt)),
    restFrom: instant(params.get(PARAMS.restFrom)),
  };
}

/** Writes the session into a copy of `params`; defaults are left out. */
export function writeSession(params: URLSearchParams, state: SessionAddress): URLSearchParams {
  const next = new URLSearchParams(params);
  const { form } = state;
  const values: Record<keyof typeof PARAMS, string | undefined> = {
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
  };
  for (const [field, name] of Object.entries(PARAMS)) {
    const value = values[field as keyof typeof PARAMS];
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** Removes the session from a copy of `params` (other parameters stay). */
export function withoutSession(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  Object.values(PARAMS).forEach((name) => next.delete(name));
  return next;
}
