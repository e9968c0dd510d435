import { describe, expect, it } from 'vitest';
import { settledPromise } from './settled-promise';

describe('settledPromise', () => {
  it.each([
    ['resolves', () => Promise.resolve(7), { status: 'fulfilled', value: 7 }],
    ['rejects', () => Promise.reject(new Error('offline')), { status: 'rejected' }],
  ])('marks a promise that %s as React reads it', async (_, settle, expected) => {
    const promise = settle();
    const marked = settledPromise(promise);
    expect(marked).toBe(promise);
    expect(marked).not.toHaveProperty('status');
    await marked.catch(() => undefined);
    expect(marked).toMatchObject(expected);
  });
});
