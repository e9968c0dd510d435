import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

type PhaseName = 'Dawn' | 'Day' | 'Dusk' | 'Night';
/** [current phase, next phase, countdown to it] */
type Reading = [PhaseName, PhaseName, string];

const DATE = '2026-11-22';
const at = (utc: string) => new Date(`${DATE}T${utc}Z`);

/**
 * UTC instants inside every phase of both clocks and one second before (and at) each boundary,
 * with what the shell clock must show: Tyrian time, Tyria's phase, Cantha's phase.
 */
const instants: [utc: string, tyrianTime: string, tyria: Reading, cantha: Reading][] = [
  ['00:10:00', '02:00', ['Night', 'Dawn', '15:00'], ['Night', 'Dawn', '25:00']],
  ['00:24:59', '04:59', ['Night', 'Dawn', '00:01'], ['Night', 'Dawn', '10:01']],
  ['00:25:00', '05:00', ['Dawn', 'Day', '05:00'], ['Night', 'Dawn', '10:00']],
  ['00:27:00', '05:24', ['Dawn', 'Day', '03:00'], ['Night', 'Dawn', '08:00']],
  ['00:29:59', '05:59', ['Dawn', 'Day', '00:01'], ['Night', 'Dawn', '05:01']],
  ['00:34:59', '06:59', ['Day', 'Dusk', '65:01'], ['Night', 'Dawn', '00:01']],
  ['00:37:00', '07:24', ['Day', 'Dusk', '63:00'], ['Dawn', 'Day', '03:00']],
  ['00:39:59', '07:59', ['Day', 'Dusk', '60:01'], ['Dawn', 'Day', '00:01']],
  ['01:00:00', '12:00', ['Day', 'Dusk', '40:00'], ['Day', 'Dusk', '35:00']],
  ['01:34:59', '18:59', ['Day', 'Dusk', '05:01'], ['Day', 'Dusk', '00:01']],
  ['01:37:00', '19:24', ['Day', 'Dusk', '03:00'], ['Dusk', 'Night', '03:00']],
  ['01:39:59', '19:59', ['Day', 'Dusk', '00:01'], ['Dusk', 'Night', '00:01']],
  ['01:42:00', '20:24', ['Dusk', 'Night', '03:00'], ['Night', 'Dawn', '53:00']],
  ['01:44:59', '20:59', ['Dusk', 'Night', '00:01'], ['Night', 'Dawn', '50:01']],
  ['01:50:00', '22:00', ['Night', 'Dawn', '35:00'], ['Night', 'Dawn', '45:00']],
  ['01:59:59', '23:59', ['Night', 'Dawn', '25:01'], ['Night', 'Dawn', '35:01']],
  ['13:00:00', '12:00', ['Day', 'Dusk', '40:00'], ['Day', 'Dusk', '35:00']],
];

const shellText = (locale: string, [phase, next, countdown]: Reading) =>
  `${locale}${phase}, ${next} in ${countdown}`;

test.describe('shell clock', () => {
  for (const [utc, tyrianTime, tyria, cantha] of instants) {
    test(`at ${utc} UTC shows ${tyrianTime}, Tyria ${tyria[0]}, Cantha ${cantha[0]}`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(at(utc));
      await page.goto('/');
      const clock = page.getByRole('group', { name: 'In-game time' });
      await expect(clock).toHaveText(
        `Tyrian time ${tyrianTime}${shellText('Tyria', tyria)}${shellText('Cantha', cantha)}`,
      );
      await expect(clock.getByRole('group', { name: 'Tyria' })).toHaveText(
        shellText('Tyria', tyria),
      );
      await expect(clock.getByRole('group', { name: 'Cantha' })).toHaveText(
        shellText('Cantha', cantha),
      );
    });
  }

  test('counts down as time passes and flips the phase at the boundary', async ({ page }) => {
    await page.clock.install({ time: at('00:28:00') });
    await page.goto('/');
    await page.clock.pauseAt(at('00:29:57'));
    const tyria = page
      .getByRole('group', { name: 'In-game time' })
      .getByRole('group', { name: 'Tyria' });
    await expect(tyria).toHaveText(shellText('Tyria', ['Dawn', 'Day', '00:03']));
    await page.clock.runFor(2000);
    await expect(tyria).toHaveText(shellText('Tyria', ['Dawn', 'Day', '00:01']));
    await page.clock.runFor(3000);
    await expect(tyria).toHaveText(shellText('Tyria', ['Day', 'Dusk', '69:58']));
  });

  for (const width of [390, 1280]) {
    test(`fits at ${width} px and keeps the page axe-clean`, async ({ page }) => {
      test.slow(); // axe over the full Region page takes 10–30 s on a busy 2-core machine
      await page.setViewportSize({ width, height: 800 });
      await page.clock.setFixedTime(at('01:42:00'));
      await page.goto('/region/Krytan');
      const clock = page.getByRole('group', { name: 'In-game time' });
      await expect(clock).toBeVisible();
      const box = await clock.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('clock panel on the Region page', () => {
  test('marks the Canthan clock for a Canthan region and ticks its countdown', async ({ page }) => {
    await page.clock.install({ time: at('00:36:00') });
    await page.goto('/region/SeitungProvince');
    await page.clock.pauseAt(at('00:37:00'));
    const panel = page.getByRole('region', { name: 'In-game time' });
    await expect(panel).toContainText('Tyrian time 07:24');

    const cantha = panel.getByRole('region', { name: 'Cantha' });
    await expect(cantha.getByText('This region')).toBeVisible();
    await expect(cantha).toContainText('Dawn07:00–08:00');
    await expect(cantha).toContainText('Day in 03:00');
    await expect(cantha.getByRole('listitem')).toHaveText([
      'Dusk at 19:00(5 min)',
      'Night at 20:00(55 min)',
      'Dawn at 07:00(5 min)',
    ]);

    const tyria = panel.getByRole('region', { name: 'Tyria' });
    await expect(tyria.getByText('This region')).toHaveCount(0);
    await expect(tyria).toContainText('Day06:00–20:00');
    await expect(tyria).toContainText('Dusk in 63:00');

    await page.clock.runFor(4000);
    await expect(cantha).toContainText('Day in 02:56');
    await expect(tyria).toContainText('Dusk in 62:56');
    await expect(panel).toContainText('Tyrian time 07:24');
  });
});
