import { describe, expect, it } from 'vitest';
import type { FishTime } from './bite-windows';
import {
  alertCards,
  dueAlertCards,
  findPlannerAlert,
  nextAlertCard,
  type PlannerAlert,
} from './alerts';

const at = (text: string) => Date.parse(`2026-11-${text}Z`);
/** "22T01:35" for an epoch ms, easy to read in a table. */
const show = (ms: number | undefined) =>
  ms === undefined ? 'none' : new Date(ms).toISOString().slice(8, 16);
const fishTime = (
  timeOfDay: FishTime['timeOfDay'],
  higherChanceTime: FishTime['higherChanceTime'] = null,
): FishTime => ({ timeOfDay, higherChanceTime });

const alert = (changes: Partial<PlannerAlert> = {}): PlannerAlert => ({
  id: 'a1',
  regionKey: 'Krytan',
  clock: 'TYRIA',
  fishTime: fishTime('NIGHT'),
  fish: ['Moony'],
  minutesAhead: 5,
  repeat: 'every',
  createdAt: at('22T00:00:00'),
  ...changes,
});

// Tyria, cycle from 00:00 UTC: dawn 00:25, day 00:30, dusk 01:40, night 01:45, dawn 02:25.
// Cantha: dawn 00:35, day 00:40, dusk 01:35, night 01:40, dawn 02:35.
describe('nextAlertCard', () => {
  it.each<[string, Partial<PlannerAlert>, string, string, string]>([
    ['a night fish: N minutes before dusk, not night', {}, '22T01:00:00', '22T01:35', '22T01:40'],
    [
      'a night fish, 0 minutes ahead: at dusk itself',
      { minutesAhead: 0 },
      '22T01:00:00',
      '22T01:40',
      '22T01:40',
    ],
    [
      'a day fish: before dawn',
      { fishTime: fishTime('DAY'), minutesAhead: 10 },
      '22T01:00:00',
      '22T02:15',
      '22T02:25',
    ],
    [
      'a dusk/dawn fish: before the next of its five-minute windows',
      { fishTime: fishTime('TWILIGHT'), minutesAhead: 2 },
      '22T01:50:00',
      '22T02:23',
      '22T02:25',
    ],
    [
      'a Canthan night fish, on the Canthan clock',
      { clock: 'CANTHA', regionKey: 'Kaineng' },
      '22T01:00:00',
      '22T01:30',
      '22T01:35',
    ],
    [
      'window open now, alert set before it: the next card is the following window',
      {},
      '22T01:50:00',
      '22T03:35',
      '22T03:40',
    ],
    [
      'window open now, alert set during it: the following window',
      { createdAt: at('22T01:45:00') },
      '22T01:50:00',
      '22T03:35',
      '22T03:40',
    ],
    [
      'a window that opens within the minutes ahead: the one after (this one is due now)',
      {},
      '22T01:37:00',
      '22T03:35',
      '22T03:40',
    ],
    [
      'across the UTC day boundary',
      { createdAt: at('22T22:00:00') },
      '22T23:50:00',
      '23T01:35',
      '23T01:40',
    ],
  ])('%s', (_, changes, now, cardAt, windowOpens) => {
    const card = nextAlertCard(alert(changes), at(now));
    expect(show(card?.start)).toBe(cardAt);
    expect(show(card?.windowStart)).toBe(windowOpens);
  });

  it('names the phase the window opens with: dusk for a night fish, dawn for a day fish', () => {
    expect(nextAlertCard(alert(), at('22T01:00:00'))?.phase).toBe('DUSK');
    const day = alert({ fishTime: fishTime('DAY') });
    expect(nextAlertCard(day, at('22T01:00:00'))?.phase).toBe('DAWN');
  });

  it('has nothing after the card of a "once" alert that is due now', () => {
    expect(nextAlertCard(alert({ repeat: 'once' }), at('22T01:36:00'))).toBeUndefined();
  });
});

describe('dueAlertCards', () => {
  it.each<[string, Partial<PlannerAlert>, string, string[]]>([
    ['nothing a second before N minutes ahead', {}, '22T01:34:59', []],
    ['the card at N minutes ahead, ending as the window closes', {}, '22T01:35:00', ['22T01:35']],
    [
      'still due while the window is open (a late timer catches up)',
      {},
      '22T02:29:59',
      ['22T01:35'],
    ],
    ['gone once the window has closed', {}, '22T02:30:00', []],
    [
      'not for a window that opened before the alert was set',
      { createdAt: at('22T01:41:00') },
      '22T01:50:00',
      [],
    ],
    ['every time: the next window too', {}, '22T03:35:00', ['22T03:35']],
    [
      'once: the first window the alert was set for',
      { repeat: 'once' },
      '22T01:35:00',
      ['22T01:35'],
    ],
    [
      'once, missed while the page was closed: the next window it is around for',
      { repeat: 'once' },
      '22T03:36:00',
      ['22T03:35'],
    ],
    [
      'a Canthan night fish, on the Canthan clock',
      { clock: 'CANTHA' },
      '22T01:30:00',
      ['22T01:30'],
    ],
  ])('%s', (_, changes, now, starts) => {
    const cards = dueAlertCards([alert(changes)], at(now));
    expect(cards.map((card) => show(card.start))).toEqual(starts);
    for (const card of cards)
      expect(card.end).toBe(
        card.windowStart + 50 * 60_000 + (changes.clock === 'CANTHA' ? 15 * 60_000 : 0),
      );
  });

  it('keys each card by alert and window, so it is raised once', () => {
    const [card] = dueAlertCards([alert()], at('22T01:35:00'));
    expect(card?.key).toBe(`a1@${at('22T01:40:00')}`);
  });
});

describe('alertCards', () => {
  it.each<[string, Partial<PlannerAlert>, string[]]>([
    ['every time: each window in turn', {}, ['22T01:35', '22T03:35']],
    ['once: the next window only', { repeat: 'once' }, ['22T01:35']],
  ])('%s', (_, changes, starts) => {
    const cards = alertCards(alert(changes), at('22T01:00:00'));
    expect(cards.map((card) => show(card.start))).toEqual(starts);
  });
});

describe('findPlannerAlert', () => {
  const kryta = alert({ id: 'kryta' });

  it('finds the alert of fish with the same windows in the same region', () => {
    // "Night, more often at night" bites in the same phases as "Night".
    const target = { ...kryta, fishTime: fishTime('NIGHT', 'NIGHT') };
    expect(findPlannerAlert([kryta], target)?.id).toBe('kryta');
  });

  it.each([
    ['another region', { regionKey: 'Ascalon' }],
    ['another clock', { clock: 'CANTHA' as const }],
    ['fish with other windows', { fishTime: fishTime('DAY') }],
    ['dusk/dawn fish (two short windows, not one long one)', { fishTime: fishTime('TWILIGHT') }],
  ])('keeps apart %s', (_, changes) => {
    expect(findPlannerAlert([kryta], { ...kryta, ...changes })).toBeUndefined();
  });
});
