/** A stored API key (spec §3 API key entry). */
export interface ApiKeyEntry {
  /** The player's nickname for the key, or the key's own name from the API. Unique. */
  name: string;
  key: string;
  /** Set when the key failed its last check; shown red as "Invalid Key: {name}". */
  invalid: boolean;
}

/** The keys store's data: keys by name plus the selected key's name (spec §3). */
export interface KeysState {
  keys: Record<string, ApiKeyEntry>;
  selectedKey?: string;
}

export const emptyKeys: KeysState = { keys: {} };

/** Longest key name kept; longer nicknames are cut (a name is a label, not a note). */
export const KEY_NAME_MAX = 40;

/** Direction controls would let a name display as something else ("Main" that reads "niaM"). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A name as stored: without direction controls, trimmed, at most {@link KEY_NAME_MAX} long. */
export const cleanKeyName = (name: string) =>
  name.replace(BIDI_CONTROLS, '').trim().slice(0, KEY_NAME_MAX).trim();

/**
 * The entry stored under `name`, if any. An own-property check: names such as "constructor" or
 * "toString" are ordinary names, not the object's built-in members.
 */
export const entryNamed = (keys: KeysState['keys'], name: string) =>
  Object.hasOwn(keys, name) ? keys[name] : undefined;

/** Why a rename is refused, worded where shown (the keys store loads with every page). */
export type RenameProblem = 'no-name' | 'name-taken';

/** What a rename to a typed name would do: refused with the reason, or the name it stores. */
export type RenameCheck =
  { ok: false; problem: RenameProblem } | { ok: true; name: string; changed: boolean };

/**
 * The one rename rule (spec §5: dispatch only if the name changed), for the form and the store
 * alike: the typed name is cleaned as it would be stored, and refused when that leaves it empty
 * or another key has it — so a name that collides only after cleaning is refused in the form.
 */
export function checkRename(keys: KeysState['keys'], from: string, typed: string): RenameCheck {
  const name = cleanKeyName(typed);
  if (!name) return { ok: false, problem: 'no-name' };
  if (name !== from && entryNamed(keys, name)) return { ok: false, problem: 'name-taken' };
  return { ok: true, name, changed: name !== from };
}

/**
 * Pure transitions of spec §4 API keys. Each returns a new state (or the same one when the action
 * does not apply), so the store and the tests share one definition.
 */
export const keyTransitions = {
  /** addSuccess: stores the key under `name` (replacing one of that name) and selects it. */
  addSuccess: (state: KeysState, name: string, key: string): KeysState => ({
    keys: { ...state.keys, [name]: { name, key, invalid: false } },
    selectedKey: name,
  }),

  /** selectSuccess: the key passed its check: valid and the only selected one. */
  selectSuccess: (state: KeysState, name: string): KeysState => {
    const entry = entryNamed(state.keys, name);
    if (!entry) return state;
    return { keys: { ...state.keys, [name]: { ...entry, invalid: false } }, selectedKey: name };
  },

  /** markInvalid: the key failed its check: invalid, and unselected if it was selected. */
  markInvalid: (state: KeysState, name: string): KeysState => {
    const entry = entryNamed(state.keys, name);
    if (!entry) return state;
    return {
      keys: { ...state.keys, [name]: { ...entry, invalid: true } },
      selectedKey: state.selectedKey === name ? undefined : state.selectedKey,
    };
  },

  /** unselect: no key is selected (progress falls back to manual marks). */
  unselect: (state: KeysState): KeysState =>
    state.selectedKey === undefined ? state : { ...state, selectedKey: undefined },

  /**
   * rename: moves the entry to `to`, keeping the selection on it. Refused (same state) when
   * {@link checkRename} refuses it, the name is unchanged, or `from` does not exist.
   */
  rename: (state: KeysState, from: string, to: string): KeysState => {
    const check = checkRename(state.keys, from, to);
    if (!entryNamed(state.keys, from) || !check.ok || !check.changed) return state;
    const { name } = check;
    const keys = Object.fromEntries(
      Object.entries(state.keys).map(([key, value]) =>
        key === from ? [name, { ...value, name }] : [key, value],
      ),
    );
    return { keys, selectedKey: state.selectedKey === from ? name : state.selectedKey };
  },

  /** delete: removes the entry, unselecting it if it was selected. */
  remove: (state: KeysState, name: string): KeysState => {
    if (!entryNamed(state.keys, name)) return state;
    const keys = { ...state.keys };
    delete keys[name];
    return { keys, selectedKey: state.selectedKey === name ? undefined : state.selectedKey };
  },
};

/**
 * The name a newly added key is stored under: the nickname if one was typed, else the key's own
 * name from the API; if another key already has it, a number is appended ("Main (2)") so adding
 * never overwrites a different key.
 */
export function nameForNewKey(state: KeysState, key: string, nickname: string, apiName: string) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a stored name the player can change
  const base = cleanKeyName(nickname) || cleanKeyName(apiName) || 'API key';
  const sameKey = (name: string) => entryNamed(state.keys, name)?.key === key;
  if (!entryNamed(state.keys, base) || sameKey(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})`;
    if (!entryNamed(state.keys, candidate) || sameKey(candidate)) return candidate;
  }
}
