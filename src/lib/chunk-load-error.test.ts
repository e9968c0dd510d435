import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    // Chromium, Firefox, Safari and Vite's CSS preload
    [new TypeError('Failed to fetch dynamically imported module: https://x/assets/faq-1.js'), true],
    [new TypeError('error loading dynamically imported module: https://x/assets/faq-1.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/guide-1.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Failed to fetch dynamically imported module', false],
    [undefined, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
