import { describe, expect, it } from 'vitest';
import type { AccountAchievementProgress } from './account-progress';
import { accountRounds, manualRounds, type RoundKind } from './rounds';

// A region with a base collection (1) and its avid one (2), each with its own bit table (the
// avid table lists the fish in another order, so a test reading the wrong table fails), and a
// region without avid collection (3), like Mistburned Barrens.
const regions = [
  { key: 'Krytan', achievementIds: [1, 2] },
  { key: 'Mistburned', achievementIds: [3] },
];
const collections = [
  { id: 1, bits: [{ id: 11 }, { id: 12 }, { id: 13 }] },
  { id: 2, bits: [{ id: 13 }, { id: 12 }, { id: 11 }] },
  { id: 3, bits: [{ id: 31 }, { id: 32 }] },
];

const base = {
  'not started': undefined,
  'in progress': { id: 1, done: false, current: 2, max: 3, bits: [0, 1] },
  'done with bits': { id: 1, done: true, current: 3, max: 3, bits: [0, 1, 2] },
  'done without bits': { id: 1, done: true, current: 3, max: 3 },
  'done, repeated 0': { id: 1, done: true, repeated: 0, current: 3, max: 3 },
} satisfies Record<string, AccountAchievementProgress | undefined>;
const avid = {
  absent: undefined,
  'in progress': { id: 2, done: false, current: 1, max: 3, bits: [0] },
  repeated: { id: 2, done: true, repeated: 2, current: 1, max: 3, bits: [2] },
  'repeated, new round not started': { id: 2, done: true, repeated: 2, current: 0, max: 3 },
} satisfies Record<string, AccountAchievementProgress | undefined>;

type Row = [keyof typeof base, keyof typeof avid, RoundKind, number[], number];

describe('accountRounds', () => {
  it.each<Row>([
    // Until the base collection is done, its bits count, whatever the avid answer says.
    ['not started', 'absent', 'base', [], 0],
    ['not started', 'in progress', 'base', [], 0],
    ['in progress', 'absent', 'base', [11, 12], 0],
    ['in progress', 'in progress', 'base', [11, 12], 0],
    // Once done, the avid collection's current round, read with the avid table.
    ['done with bits', 'absent', 'avid', [], 1],
    ['done without bits', 'absent', 'avid', [], 1],
    ['done with bits', 'in progress', 'avid', [13], 1],
    ['done without bits', 'in progress', 'avid', [13], 1],
    ['done with bits', 'repeated', 'avid', [11], 3],
    ['done without bits', 'repeated', 'avid', [11], 3],
    ['done without bits', 'repeated, new round not started', 'avid', [], 3],
    // `done` with `repeated: 0` (issue 60): completed once, as the spec's rule says.
    ['done, repeated 0', 'absent', 'avid', [], 1],
    ['done, repeated 0', 'in progress', 'avid', [13], 1],
  ])('base %s, avid %s: %s round, caught %j, completed %i×', (b, a, kind, caught, completions) => {
    const progress = [base[b], avid[a]].filter((entry) => entry !== undefined);
    const result = accountRounds(progress, regions.slice(0, 1), collections);
    expect(result.rounds.Krytan).toEqual({ kind, completions });
    expect([...result.acquired].sort()).toEqual(caught);
  });

  it.each<[string, AccountAchievementProgress | undefined, number[], number]>([
    ['not started', undefined, [], 0],
    ['in progress', { id: 3, done: false, bits: [1] }, [32], 0],
    ['done without bits: every fish', { id: 3, done: true }, [31, 32], 1],
    ['done, repeated 0: once', { id: 3, done: true, repeated: 0 }, [31, 32], 1],
  ])('keeps a region without avid collection on its base round: %s', (_, entry, caught, count) => {
    const result = accountRounds(entry ? [entry] : [], regions.slice(1), collections);
    expect(result.rounds.Mistburned).toEqual({ kind: 'base', completions: count });
    expect([...result.acquired].sort()).toEqual(caught);
  });

  it('reads the base table when the avid table is missing (an older asset)', () => {
    const result = accountRounds([base['done without bits']], regions, collections.slice(0, 1));
    expect(result.rounds.Krytan?.kind).toBe('avid');
    expect([...result.acquired].sort()).toEqual([11, 12, 13]);
  });

  it('gives every region a round, the fish of all of them together', () => {
    const result = accountRounds(
      [base['in progress'], { id: 3, done: false, bits: [0] }],
      regions,
      collections,
    );
    expect(Object.keys(result.rounds)).toEqual(['Krytan', 'Mistburned']);
    expect([...result.acquired].sort()).toEqual([11, 12, 31]);
  });
});

describe('manualRounds', () => {
  it.each<[string, Record<string, number>, RoundKind, RoundKind]>([
    ['base rounds before any completion', {}, 'base', 'base'],
    ['the avid round after a completion by hand', { Krytan: 1 }, 'avid', 'base'],
    ['no avid round where the region has none', { Krytan: 3, Mistburned: 2 }, 'avid', 'base'],
  ])('gives %s', (_name, completion, krytan, mistburned) => {
    const rounds = manualRounds(regions, completion);
    expect(rounds.Krytan).toEqual({ kind: krytan, completions: completion.Krytan ?? 0 });
    expect(rounds.Mistburned).toEqual({
      kind: mistburned,
      completions: completion.Mistburned ?? 0,
    });
  });
});
