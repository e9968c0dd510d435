import { describe, expect, it } from 'vitest';
import {
  markingPaused,
  markingPausedBy,
  type AccountPhase,
  type MarkingPauseInputs,
} from './marking';
import type { ProgressSource } from './derive-progress';

describe('markingPaused', () => {
  it.each<[AccountPhase, ProgressSource, boolean]>([
    ['no-key', 'manual', false],
    ['loading', 'manual', true],
    ['ready', 'account', true],
    // A refresh failed: the last account progress still shows, so the marks stay hidden.
    ['error', 'account', true],
    // The first load failed: the marks show, so marking them changes what the player sees.
    ['error', 'manual', false],
  ])('%s key progress, %s source → paused %s', (phase, source, paused) => {
    expect(markingPaused(phase, source)).toBe(paused);
  });
});

describe('markingPausedBy', () => {
  const none = { hasProgress: false, failed: false, hasBitTable: false };
  it.each<[string, MarkingPauseInputs, string | undefined]>([
    ['no key selected', { keyName: undefined, ...none }, undefined],
    [
      'no key, a stale answer in the cache',
      { ...none, keyName: undefined, hasProgress: true },
      undefined,
    ],
    ['the first answer on its way', { keyName: 'Main', ...none }, 'Main'],
    [
      'the answer held, the bit table on its way',
      { ...none, keyName: 'Main', hasProgress: true },
      undefined,
    ],
    [
      'the answer and the bit table held',
      { keyName: 'Main', hasProgress: true, failed: false, hasBitTable: true },
      'Main',
    ],
    [
      'a refresh failed, the last answer still shown',
      { keyName: 'Alt', hasProgress: true, failed: true, hasBitTable: true },
      'Alt',
    ],
    [
      'the first load failed: the marks show',
      { keyName: 'Main', ...none, failed: true },
      undefined,
    ],
  ])('%s → paused by %s', (_case, inputs, pausedBy) => {
    expect(markingPausedBy(inputs)).toBe(pausedBy);
  });
});
