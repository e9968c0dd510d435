import { describe, expect, it } from 'vitest';
import { aboveFishingPower, fishWithinPower } from './fishing-power';

const fish = (name: string, fishingPower: number) => ({ name, details: { fishingPower } });
const pool = [fish('Carp', 300), fish('Eel', 650), fish('Shark', 700)];

describe('aboveFishingPower', () => {
  it.each([
    { needs: 650, power: undefined, above: false },
    { needs: 650, power: 500, above: true },
    { needs: 650, power: 650, above: false },
    { needs: 650, power: 700, above: false },
    { needs: 50, power: 0, above: true },
  ])('needs $needs with power $power: above $above', ({ needs, power, above }) => {
    expect(aboveFishingPower(needs, power)).toBe(above);
  });
});

describe('fishWithinPower', () => {
  it.each([
    { case: 'no power set: all', power: undefined, include: false, kept: ['Carp', 'Eel', 'Shark'] },
    { case: 'equal to a minimum: included', power: 650, include: false, kept: ['Carp', 'Eel'] },
    { case: 'above the power: left out', power: 500, include: false, kept: ['Carp'] },
    { case: 'below every fish: none', power: 100, include: false, kept: [] },
    { case: 'include switch: all', power: 500, include: true, kept: ['Carp', 'Eel', 'Shark'] },
  ])('$case', ({ power, include, kept }) => {
    const result = fishWithinPower(pool, power, include);
    expect(result.fish.map((entry) => entry.name)).toEqual(kept);
    expect(result.leftOut).toBe(pool.length - kept.length);
  });
});
