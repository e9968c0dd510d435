import { describe, expect, it } from 'vitest';
import { wasCalledOff } from './failure-kind';

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

describe('wasCalledOff', () => {
  it.each([
    ['an AbortError (the request called off)', abortError(), 'never', true],
    [
      'a TypeError while the page stays (offline)',
      new TypeError('Failed to fetch'),
      'never',
      false,
    ],
    [
      // Chromium leaving for an address typed: the fetch fails before pagehide calls it off.
      'a TypeError, then the signal called off later in the same task (the page left)',
      new TypeError('Failed to fetch'),
      'same task',
      true,
    ],
    ['a TypeError with the signal already called off', new TypeError('x'), 'before', true],
    ['an HTTP failure, the signal called off a task later', new Error('500'), 'next task', false],
  ] as const)('%s → %s', async (_, error, abortedWhen, calledOff) => {
    const controller = new AbortController();
    if (abortedWhen === 'before') controller.abort();
    const answer = wasCalledOff(error, controller.signal);
    if (abortedWhen === 'same task') {
      for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
      controller.abort();
    }
    const result = await answer;
    if (abortedWhen === 'next task') controller.abort();
    expect(result).toBe(calledOff);
  });

  it('without a signal, only an AbortError is called off', async () => {
    expect(await wasCalledOff(abortError(), undefined)).toBe(true);
    expect(await wasCalledOff(new TypeError('Failed to fetch'), undefined)).toBe(false);
  });
});
