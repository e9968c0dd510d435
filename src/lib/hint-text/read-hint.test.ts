import { describe, expect, it } from 'vitest';
import { knownHigherChanceHoles, knownHoles, readHint } from './read-hint';

const hint = (hole: string, bait: string, time: string, where = 'Found in the waters of Kryta.') =>
  `${where}<br>Fishing Hole: ${hole}<br>Favored Bait: ${bait}<br>Time of Day: ${time}`;

describe('readHint', () => {
  it.each([
    ['Any', 'ANY', null],
    ['Daytime', 'DAY', null],
    ['Day', 'DAY', null],
    ['Nighttime', 'NIGHT', null],
    ['Dusk/Dawn', 'TWILIGHT', null],
    ['Any, Night (Higher Chance)', 'ANY', 'NIGHT'],
    ['Any, Daytime (Higher Chance)', 'ANY', 'DAY'],
    ['Any, Day (Higher Chance)', 'ANY', 'DAY'],
    ['Dusk/Dawn, Day (Higher Chance)', 'TWILIGHT', 'DAY'],
    ['Dusk/Dawn, Night (Higher Chance)', 'TWILIGHT', 'NIGHT'],
    ['Night (Higher Chance)', 'ANY', 'NIGHT'],
    ['Any (Low Chance), Dusk/Dawn', 'ANY', 'TWILIGHT'],
  ])('reads the time "%s" as %s, higher chance %s', (text, timeOfDay, higherChanceTime) => {
    expect(readHint(hint('Lake Fish', 'Any', text)).time).toEqual({
      text,
      timeOfDay,
      higherChanceTime,
    });
  });

  it.each([
    ['Lake Fish', ['LAKE'], []],
    ['None, Open Water', ['NONE'], []],
    ['Any, Open Water', ['ANY', 'NONE'], []],
    ['Any, Open Water (Higher Chance)', ['ANY', 'NONE'], ['NONE']],
    ['Any, Open Water, Dream Fish (Higher Chance)', ['ANY', 'NONE', 'DREAM'], ['DREAM']],
    ['Any, Open Water, Spire Fish (Commonly Spotted)', ['ANY', 'NONE', 'SPIRE'], ['SPIRE']],
    ['Astral Fish, Spire Fish', ['ASTRAL', 'SPIRE'], []],
    ['Noxious Water Fish', ['NOXIOUS'], []],
    ['Bloodstone-Infused Pond Fish', ['BLOODSTONE_POND'], []],
    ['Fractured Channel Fish', ['FRAC_CHANNEL'], []],
    ['Saltwater Tropical Fish', ['TROPICAL_SALTWATER'], []],
  ])('reads the holes "%s"', (text, holes, higher) => {
    const read = readHint(hint(text, 'Any', 'Any'));
    expect(knownHoles(read)).toEqual(holes);
    expect(knownHigherChanceHoles(read)).toEqual(higher);
    expect(read.holes.every((hole) => hole.hole !== undefined)).toBe(true);
  });

  it.each([
    ['Freshwater / Brackish Water', ['Freshwater', 'Brackish Water']],
    ['Saltwater', ['Saltwater']],
    ['Deep Sea Fish (Higher Chance)', ['Deep Sea Fish (Higher Chance)']],
  ])('keeps the hole words it does not know ("%s") as text', (text, words) => {
    const read = readHint(hint(text, 'Any', 'Any'));
    expect(read.holes.map((hole) => hole.text)).toEqual(words);
    expect(knownHoles(read)).toEqual([]);
  });

  it.each([
    ['Any', 'ANY'],
    ['Fish Eggs', 'FISH_EGG'],
    ['Leeches', 'LEECH'],
    ['Lightning Bug', 'LIGHTNING_BUG'],
    ['Lightning Bugs', 'LIGHTNING_BUG'],
    ['Sparkfly Larvae', 'SPARKFLY_LARVA'],
    ['Lava Beetles', 'LAVA_BEETLE'],
    ['Sardines', 'SARDINE'],
    ['Mackerel', 'MACKEREL'],
    ['Freshwater Minnows', 'FRESHWATER_MINNOW'],
    ['Haiju Minnows', 'HAIJU_MINNOW'],
    ['Haiju Minnow', 'HAIJU_MINNOW'],
  ])('reads the bait "%s" as %s', (text, bait) => {
    expect(readHint(hint('Any', text, 'Any')).bait).toEqual({ text, bait });
  });

  it('keeps an unknown bait and an unknown time as text', () => {
    const read = readHint(hint('Any', 'Golden Worms', 'Midnight, Any (Higher Chance)'));
    expect(read.bait).toEqual({ text: 'Golden Worms' });
    expect(read.time).toEqual({ text: 'Midnight, Any (Higher Chance)', higherChanceTime: null });
  });

  it('joins the location lines and keeps extra labelled lines', () => {
    const read = readHint(
      'Found in the waters of the Elon River,<br>the Crystal Desert.<br>Fishing Hole: Desert Fish<br>Favored Bait: Any<br>Time of Day: Any<br>Weather: Rain',
    );
    expect(read.location).toBe('Found in the waters of the Elon River, the Crystal Desert.');
    expect(read.other).toEqual(['Weather: Rain']);
    expect(knownHoles(read)).toEqual(['DESERT']);
  });

  it('reads hole, bait and time by position when the labels are in another language', () => {
    const read = readHint(
      'In den Gewässern Krytas.<br>Angelloch: Lake Fish<br>Bevorzugter Köder: Fish Eggs<br>Tageszeit: Dusk/Dawn',
    );
    expect(read.location).toBe('In den Gewässern Krytas.');
    expect(knownHoles(read)).toEqual(['LAKE']);
    expect(read.bait?.bait).toBe('FISH_EGG');
    expect(read.time?.timeOfDay).toBe('TWILIGHT');
  });

  it('reads a text without labels as location only', () => {
    expect(readHint('A fish of legend.')).toEqual({
      location: 'A fish of legend.',
      holes: [],
      other: [],
    });
  });
});
