import { beforeEach, describe, expect, it } from 'vitest';
import { useStorageNotices } from '@/lib/storage/storage-notices';
import { setMarkingPause } from './marking-pause-store';
import { useMarksStore } from './marks-store';

/** Region "Test": fish 1, 2 and 3; a mark of all three completes it. */
const FISH = [1, 2, 3];
const toggle = (itemId: number) => useMarksStore.getState().toggle('Test', itemId, FISH);
const marks = () => {
  const { acquired, completion } = useMarksStore.getState();
  return { acquired, completion };
};

describe('useMarksStore toggle', () => {
  beforeEach(() => {
    setMarkingPause(undefined);
    useMarksStore.setState({ acquired: [], completion: {} });
    useStorageNotices.setState({ notices: [] });
  });

  it.each<{
    state: string;
    pausedBy: string | undefined;
    before: number[];
    press: number;
    refusal: unknown;
    after: number[];
  }>([
    { state: 'working', pausedBy: undefined, before: [], press: 1, refusal: undefined, after: [1] },
    { state: 'working', pausedBy: undefined, before: [1], press: 1, refusal: undefined, after: [] },
    {
      state: 'paused, a mark',
      pausedBy: 'Main',
      before: [2],
      press: 1,
      refusal: { reason: 'paused', keyName: 'Main' },
      after: [2],
    },
    {
      state: 'paused, an unmark',
      pausedBy: 'Alt',
      before: [1],
      press: 1,
      refusal: { reason: 'paused', keyName: 'Alt' },
      after: [1],
    },
  ])('$state: pressing fish $press of $before → $after', (row) => {
    useMarksStore.setState({ acquired: row.before });
    setMarkingPause(row.pausedBy);
    expect(toggle(row.press)).toEqual(row.refusal);
    expect(marks()).toEqual({ acquired: row.after, completion: {} });
  });

  it('refuses the last fish while paused: the collection is neither reset nor counted', () => {
    useMarksStore.setState({ acquired: [1, 2] });
    setMarkingPause('Main');
    expect(toggle(3)).toEqual({ reason: 'paused', keyName: 'Main' });
    expect(marks()).toEqual({ acquired: [1, 2], completion: {} });

    setMarkingPause(undefined);
    expect(toggle(3)).toBeUndefined();
    expect(marks()).toEqual({ acquired: [], completion: { Test: 1 } });
  });

  it('at the cap and paused, says paused and raises no cap notice', () => {
    useMarksStore.setState({ acquired: Array.from({ length: 2000 }, (_, i) => 10 + i) });
    setMarkingPause('Main');
    expect(toggle(1)).toEqual({ reason: 'paused', keyName: 'Main' });
    expect(useStorageNotices.getState().notices).toEqual([]);

    setMarkingPause(undefined);
    expect(toggle(1)).toEqual({ slice: 'marks', max: 2000 });
    expect(useMarksStore.getState().acquired).toHaveLength(2000);
  });
});
