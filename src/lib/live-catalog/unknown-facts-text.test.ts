import { describe, expect, it } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { unknownValue } from './unknown-facts';
import { unknownFactsText } from './unknown-facts-text';

describe('unknownFactsText', () => {
  it.each([
    [['fishing-power', 'salvage'], 'its fishing power; its salvage'],
    [[unknownValue('bait', 'Glowing Krill')], 'the bait "Glowing Krill"'],
    [[unknownValue('time', 'Any, Moonrise: soon')], 'the time "Any, Moonrise: soon"'],
    [
      ['clock', unknownValue('hole', 'Glowing Pool Fish')],
      'which clock its map follows (Tyria\'s is used); the hole "Glowing Pool Fish"',
    ],
    [['something older'], 'something older'],
  ])('words %j', (facts, text) => {
    expect(unknownFactsText(sourceI18n, facts)).toBe(text);
  });
});
