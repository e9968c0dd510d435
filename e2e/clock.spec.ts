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
  ['00:10:00', '02:00', ['Night', 'Dawn', '15 m 00 s'], ['Night', 'Dawn', '25 m 00 s']],
  ['00:24:59', '04:59', ['Night', 'Dawn', '1 s'], ['Night', 'Dawn', '10 m 01 s']],
  ['00:25:00', '05:00', ['Dawn', 'Day', '5 m 00 s'], ['Night', 'Dawn', '10 m 00 s']],
  ['00:27:00', '05:24', ['Dawn', 'Day', '3 m 00 s'], ['Night', 'Dawn', '8 m 00 s']],
  ['00:29:59', '05:59', ['Dawn', 'Day', '1 s'], ['Night', 'Dawn', '5 m 01 s']],
  ['00:34:59', '06:59', ['Day', 'Dusk', '1 h 05 m'], ['Night', 'Dawn', '1 s']],
  ['00:37:00', '07:24', ['Day', 'Dusk', '1 h 03 m'], ['Dawn', 'Day', '3 m 00 s']],
  ['00:39:59', '07:59', ['Day', 'Dusk', '1 h 00 m'], ['Dawn', 'Day', '1 s']],
  ['01:00:00', '12:00', ['Day', 'Dusk', '40 m 00 s'], ['Day', 'Dusk', '35 m 00 s']],
  ['01:34:59', '18:59', ['Day', 'Dusk', '5 m 01 s'], ['Day', 'Dusk', '1 s']],
  ['01:37:00', '19:24', ['Day', 'Dusk', '3 m 00 s'], ['Dusk', 'Night', '3 m 00 s']],
  ['01:39:59', '19:59', ['Day', 'Dusk', '1 s'], ['Dusk', 'Night', '1 s']],
  ['01:42:00', '20:24', ['Dusk', 'Night', '3 m 00 s'], ['Night', 'Dawn', '53 m 00 s']],
  ['01:44:59', '20:59', ['Dusk', 'Night', '1 s'], ['Night', 'Dawn', '50 m 01 s']],
  ['01:50:00', '22:00', ['Night', 'Dawn', '35 m 00 s'], ['Night', 'Dawn', '45 m 00 s']],
  ['01:59:59', '23:59', ['Night', 'Dawn', '25 m 01 s'], ['Night', 'Dawn', '35 m 01 s']],
  ['13:00:00', '12:00', ['Day', 'Dusk', '40 m 00 s'], ['Day', 'Dusk', '35 m 00 s']],
];

/**
 * The brief countdown a narrow screen shows instead (issue 60): whole minutes, seconds only in the
 * last one. Both are in the markup (CSS shows one), so a group's text holds both.
 */
function briefOf(countdown: string) {
  const [, h = '0', m = '0', s = '0'] = /^(?:(\d+) h ?)?(?:(\d+) m ?)?(?:(\d+) s)?$/.exec(
    countdown,
  )!;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} m`;
}

/** What a clock's group reads: its phase, the next one with the time left, then the local time. */
const shellText = (locale: string, [phase, next, countdown]: Reading) =>
  new RegExp(
    `^${locale}${phase}, ${next} in ${countdown}${briefOf(countdown)} \\(\\d{1,2}:\\d\\d\\s[AP]M\\)$`,
  );

/** A duration never reads as a time of day: no `mm:ss` in the clocks besides the real times. */
const CLOCK_FACE = /\b\d\d:\d\d\b/g;

test.describe('shell clock', () => {
  // Each instant a fresh load of / in one tab, a few instants a test (a test of its own costs a
  // page ~1 s more: e2e/every-page.spec.ts).
  const PER_TEST = 6;
  for (let first = 0; first < instants.length; first += PER_TEST) {
    const some = instants.slice(first, first + PER_TEST);
    test(`at ${some.map(([utc]) => utc).join(', ')} UTC shows the table's time and phases`, async ({
      page,
    }) => {
      test.setTimeout(some.length * 15_000);
      for (const [utc, tyrianTime, tyria, cantha] of some) {
        await test.step(`at ${utc} UTC shows ${tyrianTime}, Tyria ${tyria[0]}, Cantha ${cantha[0]}`, async () => {
          await page.clock.setFixedTime(at(utc));
          await page.goto('/');
          const clock = page.getByRole('group', { name: 'In-game time' });
          await expect(clock).toContainText(`Tyrian time ${tyrianTime}`);
          await expect(clock.getByRole('group', { name: 'Tyria' })).toHaveText(
            shellText('Tyria', tyria),
          );
          await expect(clock.getByRole('group', { name: 'Cantha' })).toHaveText(
            shellText('Cantha', cantha),
          );
          const localTimes = /\(\d{1,2}:\d\d\s[AP]M\)/g;
          expect((await clock.innerText()).replace(localTimes, '').match(CLOCK_FACE)).toEqual([
            tyrianTime,
          ]);
        });
      }
    });
  }

  test('counts down as time passes and flips the phase at the boundary', async ({ page }) => {
    await page.clock.install({ time: at('00:28:00') });
    await page.goto('/');
    await page.clock.pauseAt(at('00:29:57'));
    const tyria = page
      .getByRole('group', { name: 'In-game time' })
      .getByRole('group', { name: 'Tyria' });
    await expect(tyria).toHaveText(shellText('Tyria', ['Dawn', 'Day', '3 s']));
    await page.clock.runFor(2000);
    await expect(tyria).toHaveText(shellText('Tyria', ['Dawn', 'Day', '1 s']));
    await page.clock.runFor(3000);
    await expect(tyria).toHaveText(shellText('Tyria', ['Day', 'Dusk', '1 h 09 m']));
  });

  test('tells the local time of each next change', async ({ page }) => {
    await page.clock.setFixedTime(at('00:37:00'));
    await page.goto('/');
    const clock = page.getByRole('group', { name: 'In-game time' });
    // The browser runs in UTC with en-US: local times are the UTC clock, 12-hour.
    await expect(clock.getByRole('group', { name: 'Tyria' })).toHaveText(
      /Dusk in 1 h 03 m63 m \(1:40\sAM\)$/,
    );
    await expect(clock.getByRole('group', { name: 'Cantha' })).toHaveText(
      /Day in 3 m 00 s3 m \(12:40\sAM\)$/,
    );
    await expect(clock.getByTitle(/^Dusk at 1:40\sAM your time$/)).toContainText(
      'Dusk in 1 h 03 m',
    );
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
    // The browser runs in UTC with en-US: local times are the UTC clock, 12-hour.
    await expect(cantha).toContainText('Day in 3 m 00 s (at 12:40 AM your time)');
    await expect(cantha.getByRole('listitem')).toHaveText([
      'Dusk at 19:00' + '1:35 AM your time · 5 min',
      'Night at 20:00' + '1:40 AM your time · 55 min',
      'Dawn at 07:00' + '2:35 AM your time · 5 min',
    ]);

    const tyria = panel.getByRole('region', { name: 'Tyria' });
    await expect(tyria.getByText('This region')).toHaveCount(0);
    await expect(tyria).toContainText('Day06:00–20:00');
    await expect(tyria).toContainText('Dusk in 1 h 03 m (at 1:40 AM your time)');

    await page.clock.runFor(4000);
    await expect(cantha).toContainText('Day in 2 m 56 s');
    await expect(tyria).toContainText('Dusk in 1 h 02 m');
    await expect(panel).toContainText('Tyrian time 07:24');
  });
});
