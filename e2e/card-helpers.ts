import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Whether the whole box of `locator` is inside the viewport (waits for a card's slide-in). */
export async function expectInViewport(page: Page, locator: Locator) {
  const { width, height } = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const inside =
        box !== null &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= width &&
        box.y + box.height <= height;
      return inside || JSON.stringify(box);
    })
    .toBe(true);
}

/** Waits for a card's slide-in: axe reads colours only once it has finished. */
export const slideInEnded = (card: Locator) =>
  card.evaluate((element) =>
    Promise.all(
      element
        .closest('[data-slide-in]')
        ?.getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished) ?? [],
    ),
  );
