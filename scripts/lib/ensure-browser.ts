// Before the browser tests: they run in Debian's Chromium where it is installed (CI and these
// machines, where Playwright cannot download), else in Playwright's own Chromium, which a fresh
// laptop does not have yet: it is installed then (once; later runs find it and do nothing).

export interface BrowserCheck {
  /** Debian's Chromium when present (scripts/lib/chromium.ts), else undefined. */
  systemBrowser: string | undefined;
  /** Where Playwright's own Chromium lives. */
  playwrightBrowser: string;
  exists: (path: string) => boolean;
  install: () => void;
}

/** Installs Playwright's Chromium when no browser the tests can use is there; says which it used. */
export function ensureBrowser(check: BrowserCheck): 'system' | 'playwright' | 'installed' {
  if (check.systemBrowser && check.exists(check.systemBrowser)) return 'system';
  if (check.exists(check.playwrightBrowser)) return 'playwright';
  check.install();
  return 'installed';
}
