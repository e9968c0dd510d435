import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 42 item 5: the player's fishing power, entered in the settings, marks the holes above it
// on the region page and in the planner, which leaves their fish out until the player includes
// them. Ruins of Orr's fish need 600 (6), 650 (5) and 700 (10); its highest hole needs 700.
const POWER = '650';

const WORDS = {
  en: {
    input: /^Your fishing power/,
    note: 'needs 700, you have 650',
    include: /^Include fish above my fishing power \(650\)/,
    leftOut: '10 fish above it left out',
  },
  de: {
    input: /^Deine Angelkraft/,
    note: 'braucht 700, du hast 650',
    include: /^Fische über meiner Angelkraft einbeziehen \(650\)/,
    leftOut: '10 Fische darüber ausgelassen',
  },
  fr: {
    input: /^Votre puissance de pêche/,
    note: 'demande 700, vous avez 650',
    include: /^Inclure les poissons au-dessus de ma puissance de pêche \(650\)/,
    leftOut: '10 poissons au-dessus laissés de côté',
  },
  es: {
    input: /^Tu poder de pesca/,
    note: 'necesita 700, tienes 650',
    include: /^Incluir peces por encima de mi poder de pesca \(650\)/,
    leftOut: '10 peces por encima omitidos',
  },
} as const;

const prefix = (lang: keyof typeof WORDS) => (lang === 'en' ? '' : `/${lang}`);

/** A link inside the app: the power, kept in memory (persistence is off), stays. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('The player’s fishing power', () => {
  test.slow(); // four languages, the whole catalog in the planner, axe on every page

  for (const lang of ['en', 'de', 'fr', 'es'] as const) {
    test(`set in the settings, marks a hole above it on the region page and in the planner (${lang})`, async ({
      page,
    }) => {
      const words = WORDS[lang];
      // 01:00 UTC: day on both clocks.
      await page.clock.setFixedTime(new Date('2026-11-22T01:00:00Z'));
      await page.goto(`${prefix(lang)}/settings/general`);
      await page.getByRole('textbox', { name: words.input }).fill(POWER);
      await expectNoSeriousA11yViolations(page);

      await goInApp(page, `${prefix(lang)}/launch/regions`);
      await expect(page.getByTestId('region-card-Orrian')).toContainText(words.note, {
        timeout: 20_000,
      });
      await expect(page.getByTestId('region-card-Krytan')).not.toContainText(words.note);

      await goInApp(page, `${prefix(lang)}/region/Orrian?auto=off`);
      const banner = page.getByText(words.note).first();
      await expect(banner).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);

      await goInApp(page, `${prefix(lang)}/launch/planner?scope=Orrian`);
      const include = page.getByRole('switch', { name: words.include });
      await expect(include).not.toBeChecked({ timeout: 40_000 });
      await expect(page.getByText(words.leftOut)).toBeVisible();
      await expect(page.getByText(words.note)).toHaveCount(1); // the region's group only
      await include.check({ force: true });
      await expect(page).toHaveURL(/power=all/);
      // The fish above the power are back, each noted.
      await expect(page.getByText(words.note).nth(1)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
