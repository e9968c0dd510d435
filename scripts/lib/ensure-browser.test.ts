import { describe, expect, it, vi } from 'vitest';
import { ensureBrowser } from './ensure-browser';

describe('ensureBrowser', () => {
  it.each<[string, string | undefined, string[], 'system' | 'playwright' | 'installed']>([
    [
      "uses Debian's Chromium when it is installed",
      '/usr/bin/chromium',
      ['/usr/bin/chromium'],
      'system',
    ],
    ["uses Playwright's own when it is already there", undefined, ['/pw/chrome'], 'playwright'],
    ['installs Playwright’s own on a fresh laptop', undefined, [], 'installed'],
    ['installs when the system browser is gone', '/usr/bin/chromium', [], 'installed'],
  ])('%s', (_, systemBrowser, present, outcome) => {
    const install = vi.fn();
    const result = ensureBrowser({
      systemBrowser,
      playwrightBrowser: '/pw/chrome',
      exists: (path) => present.includes(path),
      install,
    });
    expect(result).toBe(outcome);
    expect(install).toHaveBeenCalledTimes(outcome === 'installed' ? 1 : 0);
  });
});
