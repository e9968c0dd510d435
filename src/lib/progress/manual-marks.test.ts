import { describe, expect, it } from 'vitest';
import { emptyMarks, toggleMark, type ManualMarks } from './manual-marks';

const kryta = [1, 2, 3];

describe('toggleMark', () => {
  it.each<{ name: string; before: ManualMarks; item: number; after: ManualMarks }>([
    {
      name: 'marks a fish acquired',
      before: emptyMarks,
      item: 2,
      after: { acquired: [2], completion: {} },
    },
    {
      name: 'unmarks an acquired fish',
      before: { acquired: [1, 2], completion: {} },
      item: 1,
      after: { acquired: [2], completion: {} },
    },
    {
      name: 'resets the region and counts a completion when the last fish is marked',
      before: { acquired: [1, 2, 99], completion: {} },
      item: 3,
      after: { acquired: [99], completion: { Krytan: 1 } },
    },
    {
      name: 'adds to an existing completion count',
      before: { acquired: [1, 3], completion: { Krytan: 4, Orrian: 1 } },
      item: 2,
      after: { acquired: [], completion: { Krytan: 5, Orrian: 1 } },
    },
  ])('$name', ({ before, item, after }) => {
    const result = toggleMark(before, 'Krytan', item, kryta);
    expect([...result.acquired].sort()).toEqual([...after.acquired].sort());
    expect(result.completion).toEqual(after.completion);
  });

  it('never completes a region without fish', () => {
    expect(toggleMark(emptyMarks, 'Empty', 5, [])).toEqual({ acquired: [5], completion: {} });
  });

  it('does not change the marks it is given', () => {
    const before = { acquired: [1, 2], completion: {} };
    toggleMark(before, 'Krytan', 3, kryta);
    expect(before).toEqual({ acquired: [1, 2], completion: {} });
  });
});
