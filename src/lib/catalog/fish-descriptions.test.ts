import { describe, expect, it } from 'vitest';
import { englishWords } from '@/lib/game-words/lookup';
import { timeLabel } from '@/lib/game-words/game-word-labels';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import type { TimeOfDay } from './catalog-enums';
import { fishHolesLabel, fishTimeExplanation, fishTimeLabel } from './fish-descriptions';

type Higher = Exclude<TimeOfDay, 'ANY'> | null;

describe('fishTimeLabel', () => {
  it.each<[TimeOfDay, Higher, string]>([
    ['ANY', null, 'Any time'],
    ['NIGHT', null, 'Night'],
    ['TWILIGHT', null, 'Dusk / Dawn'],
    ['ANY', 'NIGHT', 'Any time — more often at night'],
    ['ANY', 'DAY', 'Any time — more often by day'],
    ['ANY', 'TWILIGHT', 'Any time — more often at dusk and dawn'],
    ['TWILIGHT', 'DAY', 'Dusk / Dawn and day — more often by day'],
  ])('%s, more often %s: "%s"', (timeOfDay, higherChanceTime, label) => {
    expect(fishTimeLabel({ timeOfDay, higherChanceTime }, sourceI18n, 'en')).toBe(label);
  });

  it('keeps the second time as written in another language (English lowercases it)', async () => {
    const de = await loadI18n('de');
    const day = timeLabel(englishWords, 'DAY', de);
    const label = fishTimeLabel({ timeOfDay: 'TWILIGHT', higherChanceTime: 'DAY' }, de, 'de');
    expect(day).not.toBe(day.toLowerCase());
    expect(label).toContain(day);
  });
});

describe('fishTimeExplanation', () => {
  it.each<[TimeOfDay, Higher, string]>([
    ['ANY', null, 'Bites at any time of day.'],
    ['ANY', 'NIGHT', 'Bites at any time of day, more often at night.'],
    ['DAY', null, 'Day fish: bites during the day, and at dusk and dawn.'],
    ['TWILIGHT', null, 'Dusk / Dawn fish: bites only at dusk and dawn.'],
    ['TWILIGHT', 'NIGHT', 'Bites at dusk and dawn and at night, more often at night.'],
  ])('%s, more often %s', (timeOfDay, higherChanceTime, text) => {
    expect(fishTimeExplanation({ timeOfDay, higherChanceTime }, sourceI18n)).toBe(text);
  });
});

describe('fishHolesLabel', () => {
  it('marks the higher-chance holes', () => {
    expect(
      fishHolesLabel(
        { fishingHole: ['ANY', 'NONE', 'DREAM'], higherChanceHoles: ['DREAM'] },
        sourceI18n,
      ),
    ).toBe('Any, Open Water, Dream (more often)');
    expect(fishHolesLabel({ fishingHole: ['LAKE'], higherChanceHoles: [] }, sourceI18n)).toBe(
      'Lake',
    );
  });
});
