import { describe, expect, it } from 'vitest';
import { markingPaused, type AccountPhase } from './marking';
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
