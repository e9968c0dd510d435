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
    const entry = state.keys[name];
    if (!entry) return state;
    return { keys: { ...state.keys, [name]: { ...entry, invalid: false } }, selectedKey: name };
  },

  /** markInvalid: the key failed its check: invalid, and unselected if it was selected. */
  markInvalid: (state: KeysState, name: string): KeysState => {
    const entry = state.keys[name];
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
   * rename: moves the entry to `to`, keeping the selection on it. Refused (same state) when the
   * name is empty, unchanged, taken by another key, or `from` does not exist.
   */
  rename: (state: KeysState, from: string, to: string): KeysState => {
    const name = to.trim();
    const entry = state.keys[from];
    if (!entry || !name || name === from || state.keys[name]) return state;
    const keys = Object.fromEntries(
      Object.entries(state.keys).map(([key, value]) =>
        key === from ? [name, { ...value, name }] : [key, value],
      ),
    );
    return { keys, selectedKey: state.selectedKey === from ? name : state.selectedKey };
  },

  /** delete: removes the entry, unselecting it if it was selected. */
  remove: (state: KeysState, name: string): KeysState => {
    if (!state.keys[name]) return state;
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
  const base = nickname.trim() || apiName.trim() || 'API key';
  const sameKey = (name: string) => state.keys[name]?.key === key;
  if (!state.keys[base] || sameKey(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})`;
    if (!state.keys[candidate] || sameKey(candidate)) return candidate;
  }
}
