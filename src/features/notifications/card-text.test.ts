import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { cardText, lateNote, raisedText } from './card-text';
import { SAMPLE_MESSAGE } from './notification-settings-panel';
import type { AppNotification } from './notifications-store';

const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);
const base: AppNotification = { id: 'n', start: at('01:40:00'), dismissed: false };
const timeCard: AppNotification = {
  ...base,
  kind: 'time',
  phaseChange: { phase: 'NIGHT', clock: 'TYRIA', phaseStart: at('01:45:00'), regions: ['Krytan'] },
};
const alertCard: AppNotification = { ...timeCard, fish: ['Moony', 'Eel'] };

describe('cardText', () => {
  it.each<[string, AppNotification, string, string, string]>([
    [
      'a message',
      { ...base, message: SAMPLE_MESSAGE },
      '01:40:00',
      "Hello! I'm a sample notification!",
      'Hallo! Ich bin eine Beispielbenachrichtigung!',
    ],
    [
      'plain text (a card worded when made)',
      { ...base, text: 'Alert set' },
      '01:40:00',
      'Alert set',
      'Alert set',
    ],
    [
      'a time card ahead',
      timeCard,
      '01:40:00',
      'Night in Tyria begins in 5 min — Kryta',
      'Nacht in Tyria beginnt in 5 Min. — Kryta',
    ],
    [
      'a time card begun',
      timeCard,
      '01:45:30',
      'Night in Tyria has begun — Kryta',
      'Nacht in Tyria hat begonnen — Kryta',
    ],
    [
      'a time card later',
      timeCard,
      '01:48:10',
      'Night in Tyria began 3 min ago — Kryta',
      'Nacht in Tyria hat vor 3 Min. begonnen — Kryta',
    ],
    [
      "a time card about several regions (each named in the page's language)",
      {
        ...timeCard,
        phaseChange: { ...timeCard.phaseChange!, regions: ['Shiverpeaks', 'Krytan'] },
      },
      '01:40:00',
      'Night in Tyria begins in 5 min — Shiverpeak Mountains, Kryta',
      'Nacht in Tyria beginnt in 5 Min. — Zittergipfel, Kryta',
    ],
    [
      'a planner alert',
      alertCard,
      '01:40:00',
      'Moony and Eel bite from night in 5 min — Kryta',
      'Moony und Eel beißen ab Nacht, in 5 Min. — Kryta',
    ],
    [
      'a planner alert later',
      alertCard,
      '01:50:00',
      'Moony and Eel have been biting for 5 min, since night — Kryta',
      'Moony und Eel beißen schon seit 5 Min. (ab Nacht) — Kryta',
    ],
  ])('words %s in English and German', async (_label, card, now, english, german) => {
    expect(cardText(card, at(now), sourceI18n)).toBe(english);
    expect(cardText(card, at(now), await loadI18n('de'))).toBe(german);
  });

  it('announces what the card said when raised, not what it says now', () => {
    expect(raisedText(timeCard, sourceI18n)).toBe('Night in Tyria begins in 5 min — Kryta');
  });

  it('announces a late card as it read when it came', () => {
    expect(raisedText({ ...timeCard, lateMs: 120_000 }, sourceI18n)).toBe(
      'Night in Tyria begins in 3 min — Kryta',
    );
  });
});

describe('lateNote', () => {
  it.each([
    { lateMs: undefined, note: undefined },
    { lateMs: 15_000, note: 'Came 15 s late: the browser slows down tabs in the background.' },
    { lateMs: 59_400, note: 'Came 59 s late: the browser slows down tabs in the background.' },
    { lateMs: 60_000, note: 'Came 1 min late: the browser slows down tabs in the background.' },
    { lateMs: 150_000, note: 'Came 3 min late: the browser slows down tabs in the background.' },
  ])('says $note for $lateMs ms', ({ lateMs, note }) => {
    expect(lateNote({ ...base, lateMs }, sourceI18n)).toBe(note);
  });

  it('is in the page language', async () => {
    expect(lateNote({ ...base, lateMs: 120_000 }, await loadI18n('de'))).toBe(
      '2 Min. zu spät gekommen: Der Browser bremst Tabs im Hintergrund.',
    );
  });
});
