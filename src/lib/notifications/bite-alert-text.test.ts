import { describe, expect, it } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { biteAlertText, fishSubject } from './bite-alert-text';

const dusk = {
  phase: 'DUSK' as const,
  clock: 'TYRIA' as const,
  phaseStart: Date.parse('2026-11-22T01:40:00Z'),
};
const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);

describe('biteAlertText', () => {
  it.each([
    [['Moony'], '01:35:00', 'Moony bites from dusk in 5 min'],
    [['Moony'], '01:35:01', 'Moony bites from dusk in 5 min'],
    [['Moony'], '01:39:00', 'Moony bites from dusk in 1 min'],
    [['Moony'], '01:40:00', 'Moony bites now: dusk has begun'],
    [['Moony'], '01:43:10', 'Moony has been biting for 3 min, since dusk'],
    [['Moony', 'Eel'], '01:35:00', 'Moony and Eel bite from dusk in 5 min'],
    [['Moony', 'Eel', 'Carp'], '01:40:30', '3 fish bite now: dusk has begun'],
    [['Moony', 'Eel'], '01:50:00', 'Moony and Eel have been biting for 10 min, since dusk'],
    [['Moony', 'Eel'], '01:40:59', 'Moony and Eel bite now: dusk has begun'],
    [['Moony', 'Eel', 'Carp'], '01:35:00', '3 fish bite from dusk in 5 min'],
  ])('%j at %s: "%s"', (fish, time, text) => {
    expect(biteAlertText(fish, dusk, at(time), sourceI18n)).toBe(text);
  });

  it.each([
    [['Moony'], 'Moony'],
    [['Moony', 'Eel'], 'Moony and Eel'],
    [['a', 'b', 'c', 'd'], '4 fish'],
  ])('names %j as "%s"', (fish, subject) => {
    expect(fishSubject(fish, sourceI18n)).toBe(subject);
  });
});
