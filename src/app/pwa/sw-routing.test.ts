import { describe, expect, it } from 'vitest';
import { isUpdateMessage, precachedHtmlFor } from './sw-routing';

describe('precachedHtmlFor', () => {
  it.each([
    ['https://x.test/region/Krytan', 'https://x.test/region/Krytan/index.html'],
    ['https://x.test/region/Krytan/', 'https://x.test/region/Krytan/index.html'],
    ['https://x.test/region/Krytan?hole=any#fish', 'https://x.test/region/Krytan/index.html'],
    ['https://x.test/', 'https://x.test/index.html'],
  ])('maps %s to %s', (url, expected) => {
    expect(precachedHtmlFor(new URL(url)).href).toBe(expected);
  });
});

describe('isUpdateMessage', () => {
  it.each([
    [{ type: 'SKIP_WAITING' }, true],
    [{ type: 'OTHER' }, false],
    ['SKIP_WAITING', false],
    [null, false],
  ])('%j → %s', (data, expected) => {
    expect(isUpdateMessage(data)).toBe(expected);
  });
});
