// Draws the manifest's PNG icons from public/icons/app-icon.svg (run after changing the SVG:
// `npx tsx scripts/generate-icons.ts`). The icon is full-bleed, so it also serves as maskable.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';

const icons = fileURLToPath(new URL('../public/icons/', import.meta.url));
const svg = readFileSync(`${icons}app-icon.svg`, 'utf8');

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${icons}app-icon-${size}.png` });
    await page.close();
  }
} finally {
  await browser.close();
}
