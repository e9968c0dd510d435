import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * How tests and benchmarks launch Chromium: Debian's build where present (Playwright cannot
 * download its own browser on these machines), Playwright's own elsewhere; flags that keep a
 * headless root run from reaching out to the (closed) network.
 */
export const chromiumLaunchOptions = {
  executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
