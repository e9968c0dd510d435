import { describe, expect, it } from 'vitest';
import {
  checkRename,
  cleanKeyName,
  emptyKeys,
  entryNamed,
  KEY_NAME_MAX,
  keyTransitions as t,
  nameForNewKey,
  type KeysState,
} from './keys-state';

const entry = (name: string, invalid = false) => ({ name, key: `key-of-${name}`, invalid });
const state = (selectedKey?: string, ...invalid: string[]): KeysState => ({
  keys: Object.fromEntries(['Main', 'Alt'].map((n) => [n, entry(n, invalid.includes(n))])),
  selectedKey,
});

describe('checkRename', () => {
  const keys = state('Main').keys;
  it.each<[string, string, ReturnType<typeof checkRename>]>([
    ['a new name', 'Fishing', { ok: true, name: 'Fishing', changed: true }],
    ['a new name, cleaned as stored', '  Fishing  ', { ok: true, name: 'Fishing', changed: true }],
    ['its own name (nothing to do)', ' Main ', { ok: true, name: 'Main', changed: false }],
    ['an empty name', '   ', { ok: false, problem: 'no-name' }],
    ['another key’s name', 'Alt', { ok: false, problem: 'name-taken' }],
    // Direction controls are dropped when stored: this is "Alt", though it differs as typed.
    ['another key’s name once cleaned', '\u202EAlt', { ok: false, problem: 'name-taken' }],
    [
      'another key’s name once cut to length',
      `Alt${' '.repeat(KEY_NAME_MAX)}x`,
      { ok: false, problem: 'name-taken' },
    ],
  ])('judges %s', (_, typed, expected) => {
    expect(checkRename(keys, 'Main', typed)).toEqual(expected);
  });

  it('is the rule the store applies: what it refuses, rename leaves unchanged', () => {
    const before = state('Main');
    expect(t.rename(before, 'Main', '\u202EAlt')).toBe(before);
  });
});

describe('keyTransitions', () => {
  it.each<{ name: string; before: KeysState; run: (s: KeysState) => KeysState; after: KeysState }>([
    {
      name: 'addSuccess stores the key valid and selects it',
      before: emptyKeys,
      run: (s) => t.addSuccess(s, 'Main', 'key-of-Main'),
      after: { keys: { Main: entry('Main') }, selectedKey: 'Main' },
    },
    {
      name: 'addSuccess moves the selection from another key',
      before: { keys: { Alt: entry('Alt') }, selectedKey: 'Alt' },
      run: (s) => t.addSuccess(s, 'Main', 'key-of-Main'),
      after: state('Main'),
    },
    {
      name: 'selectSuccess marks an invalid key valid and selects only it',
      before: state('Alt', 'Main'),
      run: (s) => t.selectSuccess(s, 'Main'),
      after: state('Main'),
    },
    {
      name: 'selectSuccess ignores a key that no longer exists',
      before: state('Alt'),
      run: (s) => t.selectSuccess(s, 'Gone'),
      after: state('Alt'),
    },
    {
      name: 'markInvalid marks the selected key invalid and unselects it',
      before: state('Main'),
      run: (s) => t.markInvalid(s, 'Main'),
      after: state(undefined, 'Main'),
    },
    {
      name: 'markInvalid leaves another selected key selected',
      before: state('Alt'),
      run: (s) => t.markInvalid(s, 'Main'),
      after: state('Alt', 'Main'),
    },
    {
      name: 'unselect clears the selection',
      before: state('Main'),
      run: (s) => t.unselect(s),
      after: state(undefined),
    },
    {
      name: 'rename moves the entry and keeps it selected',
      before: state('Main'),
      run: (s) => t.rename(s, 'Main', '  Fishing  '),
      after: {
        keys: { Fishing: { ...entry('Main'), name: 'Fishing' }, Alt: entry('Alt') },
        selectedKey: 'Fishing',
      },
    },
    {
      name: 'rename of an unselected key keeps the other selection',
      before: state('Alt'),
      run: (s) => t.rename(s, 'Main', 'Fishing'),
      after: {
        keys: { Fishing: { ...entry('Main'), name: 'Fishing' }, Alt: entry('Alt') },
        selectedKey: 'Alt',
      },
    },
    {
      name: 'rename refuses an empty name',
      before: state('Main'),
      run: (s) => t.rename(s, 'Main', '   '),
      after: state('Main'),
    },
    {
      name: 'rename refuses the name of another key',
      before: state('Main'),
      run: (s) => t.rename(s, 'Main', 'Alt'),
      after: state('Main'),
    },
    {
      name: 'remove deletes the selected key and unselects it',
      before: state('Main'),
      run: (s) => t.remove(s, 'Main'),
      after: { keys: { Alt: entry('Alt') }, selectedKey: undefined },
    },
    {
      name: 'remove of another key keeps the selection',
      before: state('Main'),
      run: (s) => t.remove(s, 'Alt'),
      after: { keys: { Main: entry('Main') }, selectedKey: 'Main' },
    },
  ])('$name', ({ before, run, after }) => {
    expect(run(before)).toEqual(after);
  });

  it('returns the same state when an action changes nothing', () => {
    const before = state('Main');
    expect(t.rename(before, 'Main', 'Main')).toBe(before);
    expect(t.remove(before, 'Gone')).toBe(before);
    expect(t.unselect(state(undefined))).toEqual(state(undefined));
  });
});

describe('nameForNewKey', () => {
  it.each([
    ['the nickname when one is typed', '  Fishing ', 'Account.1234', 'Fishing'],
    ["the key's own name when the nickname is blank", '  ', 'Account.1234', 'Account.1234'],
    ['a numbered name when another key has the name', 'Main', 'x', 'Main (2)'],
    ['a generic name when neither has one', '', '', 'API key'],
  ])('uses %s', (_, nickname, apiName, expected) => {
    expect(nameForNewKey(state(), 'new-key', nickname, apiName)).toBe(expected);
  });

  it('reuses the name when the same key is added again under it', () => {
    expect(nameForNewKey(state(), 'key-of-Main', 'Main', '')).toBe('Main');
  });
});

describe('names like built-in members', () => {
  it.each(['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'])(
    '%s works like any other name',
    (name) => {
      const added = t.addSuccess(emptyKeys, nameForNewKey(emptyKeys, 'K1', name, 'Api'), 'K1');
      expect(Object.keys(added.keys)).toEqual([name]);
      expect(entryNamed(added.keys, name)).toEqual({ name, key: 'K1', invalid: false });
      expect(added.selectedKey).toBe(name);
      const renamed = t.rename(added, name, 'Main');
      expect(Object.keys(renamed.keys)).toEqual(['Main']);
      expect(t.remove(added, name).keys).toEqual({});
      expect(entryNamed(emptyKeys.keys, name)).toBeUndefined();
    },
  );
});

describe('cleanKeyName', () => {
  it.each([
    ['  Main  ', 'Main'],
    ['\u202EniaM\u202C', 'niaM'],
    ['Al\u200Ft', 'Alt'],
    ['x'.repeat(100), 'x'.repeat(KEY_NAME_MAX)],
    ['\u2066\u2069', ''],
  ])('%j → %j', (raw, expected) => {
    expect(cleanKeyName(raw)).toBe(expected);
  });
});
